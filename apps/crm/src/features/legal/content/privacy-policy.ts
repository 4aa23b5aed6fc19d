import type { Locale } from "@cdp/contracts";
import type { LegalDocument } from "./legal-document.ts";

const zhCN: LegalDocument = {
  title: "隐私政策",
  updated: "更新日期：2026年11月20日　生效日期：2026年11月20日",
  intro: [
    "多账号内容分发平台（以下简称“本平台”）由本平台运营方（以下简称“我们”）提供。我们深知个人信息对您的重要性，将按照合法、正当、必要和诚信的原则处理您的个人信息，并尽力保护其安全。",
    "本政策说明我们在您注册、登录和使用本平台（包括把视频或图文内容发布到您授权的短视频平台和视频分享平台账号、查看数据分析、管理账号与分组）时，如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。请您在使用本平台前仔细阅读并理解本政策；勾选“我已阅读并同意《隐私政策》”即表示您同意本政策的全部内容。",
  ],
  sections: [
    {
      id: "collection",
      heading: "一、我们收集哪些个人信息",
      blocks: [
        "我们只收集提供服务所必需的信息。根据您使用的功能，可能包括：",
        {
          list: [
            "注册与登录信息：电子邮箱地址、您设置的密码（我们只保存经过不可逆加密处理的摘要，无法还原出密码）、您选择绑定的手机号码，以及发送到邮箱或手机的验证码的校验记录。",
            "账号资料：昵称、所属渠道、套餐类型（免费版或付费版）、注册与最近登录时间。",
            "第三方平台授权信息：您授权本平台管理的短视频平台、视频分享平台账号的账号标识、名称、头像、访问令牌与刷新令牌（加密存储），以及这些平台返回的播放量、点赞数、粉丝数等公开统计数据。",
            "您上传和发布的内容：视频、图片、标题、描述、封面、发布选项、发布间隔，以及每次发布的状态和结果。",
            "设备与日志信息：为保障账号安全和排查故障，我们会记录登录会话的 IP 地址、浏览器类型（User-Agent）、访问时间和操作日志。",
          ],
        },
        "我们不会收集与提供本平台服务无关的个人信息，也不会收集您的身份证件号码、银行卡信息、精确位置或通讯录。",
      ],
    },
    {
      id: "use",
      heading: "二、我们如何使用个人信息",
      blocks: [
        {
          list: [
            "创建和管理您的账号，验证您的身份（密码登录、邮箱或短信验证码），找回密码。",
            "按照您的指令，把您上传的内容发布到您授权的平台账号，并展示发布进度和结果。",
            "向您展示账号数据分析（播放、点赞、粉丝的月度走势与每周流量排行）。",
            "发送与服务相关的通知，例如验证码、安全提醒和套餐变化通知；我们不会向您发送营销短信。",
            "保障安全：识别异常登录、限制验证码的发送频率、防止撞库和滥用。",
            "遵守法律法规的要求，配合有权机关依法提出的要求。",
          ],
        },
        "如果我们要将个人信息用于本政策未载明的其他用途，会事先征得您的同意。",
      ],
    },
    {
      id: "cookies",
      heading: "三、Cookie 与同类技术",
      blocks: [
        "为了让您在浏览器中保持登录状态并记住偏好，本平台使用浏览器的本地存储（localStorage）、会话存储（sessionStorage）和必要的 Cookie：",
        {
          list: [
            "登录令牌：用于识别您已登录，退出登录或令牌失效时立即清除。",
            "界面语言（language_type）：记住您选择的中文或英文界面。",
            "当前用户信息：仅在当前浏览器会话中保存，关闭浏览器窗口后自动清除。",
          ],
        },
        "我们不使用广告类或跨站追踪类 Cookie。您可以在浏览器设置中清除或禁止这些数据，但这可能导致您需要重新登录或无法正常使用部分功能。",
      ],
    },
    {
      id: "third-parties",
      heading: "四、第三方合作伙伴与信息共享",
      blocks: [
        "我们不会出售您的个人信息。仅在下列情形中，我们会与第三方合作伙伴共享实现功能所必需的最少信息：",
        {
          list: [
            "视频平台：当您授权账号或发布内容时，我们按您的指令把内容及发布选项提交给对应的短视频平台或视频分享平台。",
            "邮件和短信服务商：为向您发送验证码和通知，我们会把您的邮箱地址或手机号码及消息内容提供给邮件或短信服务商。",
            "云存储与云计算服务商：您上传的文件可能存储在我们委托的对象存储服务中。",
          ],
        },
        "我们会与合作伙伴签订数据保护协议，要求其仅为约定目的处理信息，并采取不低于本政策的保护措施。除法律法规另有规定或获得您的单独同意外，我们不会向其他任何第三方提供您的个人信息。",
      ],
    },
    {
      id: "platform-api",
      heading: "五、视频平台 API 服务条款",
      blocks: [
        "本平台通过视频平台官方开放的 API 服务实现账号授权、内容发布和数据读取。使用这些功能即表示您同时同意相应平台的条款：",
        {
          list: [
            "使用视频分享平台（YouTube）相关功能时，您同意受 YouTube 服务条款（https://www.youtube.com/t/terms）约束，Google 隐私权政策（https://policies.google.com/privacy）同样适用。您可以随时在 Google 账号的安全设置页面（https://security.google.com/settings/security/permissions）撤销本平台的访问权限。",
            "使用短视频平台（TikTok）相关功能时，您同意遵守 TikTok 服务条款（https://www.tiktok.com/legal/terms-of-service）及其开发者条款，TikTok 隐私政策（https://www.tiktok.com/legal/privacy-policy）同样适用。您可以在 TikTok 应用的“设置与隐私 - 安全 - 管理应用权限”中撤销授权。",
          ],
        },
        "我们只在您授权的范围内调用这些 API，只读取和保存提供服务所需的数据；您在本平台解绑账号或在平台侧撤销授权后，我们将停止调用并删除相应的访问令牌。",
      ],
    },
    {
      id: "storage",
      heading: "六、个人信息的存储与保护",
      blocks: [
        "存储地点：我们在中华人民共和国境内收集和产生的个人信息，存储在中华人民共和国境内（即您所在的本国境内）。只有在您指令把内容发布到境外视频平台时，相关内容及必要的发布信息才会按您的指令传输至该平台；如需进行其他跨境传输，我们将依法履行相应程序并另行征得您的同意。",
        "存储期限：我们仅在实现本政策所述目的所必需的期间内保存您的个人信息。您注销账号或账号被依约回收后，我们将在合理期限内删除或匿名化处理您的个人信息，法律法规另有规定的除外。验证码记录在一天后删除，已失效的登录会话在 30 天后删除。",
        "安全措施：密码以加盐的 scrypt 算法处理后保存；登录令牌和验证码只保存其摘要；第三方平台的访问令牌加密存储；数据传输使用 HTTPS 加密；我们对内部访问实行最小权限管理并记录操作日志。如不幸发生个人信息安全事件，我们将依法及时告知您并向主管部门报告。",
      ],
    },
    {
      id: "rights",
      heading: "七、您的权利",
      blocks: [
        {
          list: [
            "查询与更正：您可以登录后查看您的账号信息，并修改昵称、密码和绑定的手机号码。",
            "删除：在法律规定的情形下，您可以要求我们删除您的个人信息。",
            "撤回同意：您可以解绑平台账号、撤销第三方平台授权，或在浏览器中清除本地存储的数据。",
            "注销账号：您可以通过第九条的联系方式申请注销账号，我们将在核实身份后处理。",
          ],
        },
        "为保障安全，我们可能需要先验证您的身份。我们将在十五个工作日内答复您的请求。",
      ],
    },
    {
      id: "minors",
      heading: "八、未成年人的个人信息",
      blocks: [
        "本平台主要面向成年人。未满十八周岁的未成年人应在父母或其他监护人的陪同和同意下阅读本政策并使用本平台；未满十四周岁的儿童不得自行注册。",
        "如果我们发现在未事先获得可证实的监护人同意的情况下收集了未成年人的个人信息，会尽快删除相关信息。监护人如对其监护的未成年人的信息有疑问，可以通过第九条的方式联系我们。",
      ],
    },
    {
      id: "contact",
      heading: "九、联系我们、投诉与本政策的更新",
      blocks: [
        "如您对本政策或您的个人信息处理有任何疑问、意见、投诉或举报，可以通过平台内公布的客服邮箱或帮助与反馈入口联系我们。我们将在收到您的问题并验证您的身份后十五个工作日内予以答复。",
        "如果您对我们的答复不满意，特别是认为我们的处理行为损害了您的合法权益，您还可以向网信、市场监管等监管部门投诉，或向被告住所地有管辖权的法院提起诉讼。",
        "我们可能会适时修订本政策。修订后的政策将在本页面发布并标明更新日期；如修订涉及您权利的重大变化，我们会在您登录时以弹窗等显著方式通知您。",
      ],
    },
  ],
};

const en: LegalDocument = {
  title: "Privacy policy",
  updated: "Last updated: 20 November 2026 · Effective: 20 November 2026",
  intro: [
    "The Multi-Account Content Distribution Platform (the \"Platform\") is provided by its operator (\"we\", \"us\"). Your personal information matters to you and to us: we handle it lawfully, fairly, only as far as necessary and in good faith, and we work to keep it safe.",
    "This policy explains how we collect, use, store, share and protect your personal information when you register, sign in and use the Platform (publishing videos or image/text posts to the short-video and video-sharing accounts you authorise, reading analytics, managing accounts and groups), and which rights you have. Please read it before you use the Platform. Ticking \"I have read and agree to the Privacy policy\" means you accept all of it.",
  ],
  sections: [
    {
      id: "collection",
      heading: "1. Personal information we collect",
      blocks: [
        "We collect only what the service needs. Depending on the features you use, this may include:",
        {
          list: [
            "Sign-up and sign-in data: your email address; your password (we keep only an irreversible hash and can never recover it); the mobile number you choose to bind; and the records used to check the codes we email or text you.",
            "Profile data: nickname, sign-up channel, plan (free or paid), sign-up and last sign-in time.",
            "Authorisations of third-party platforms: the identifiers, names and avatars of the short-video and video-sharing accounts you let the Platform manage, their access and refresh tokens (stored encrypted), and the public statistics these platforms return, such as views, likes and followers.",
            "Content you upload and publish: videos, images, titles, descriptions, covers, publishing options and intervals, and the status and outcome of every publication.",
            "Device and log data: to keep your account safe and to investigate faults we record the IP address and browser type (User-Agent) of each sign-in session, access times and operation logs.",
          ],
        },
        "We do not collect information unrelated to the service, and never your ID card number, bank card details, precise location or contacts.",
      ],
    },
    {
      id: "use",
      heading: "2. How we use personal information",
      blocks: [
        {
          list: [
            "To create and manage your account, verify who you are (password, email or SMS code) and let you reset a forgotten password.",
            "To publish the content you upload to the accounts you authorised, as you instruct, and to show the progress and results.",
            "To show your analytics (monthly views, likes and followers, and the weekly traffic ranking of your accounts).",
            "To send service messages such as verification codes, security alerts and plan changes. We do not send you marketing texts.",
            "To keep the service secure: spotting unusual sign-ins, limiting how often codes can be sent, preventing credential stuffing and abuse.",
            "To comply with the law and with lawful requests of competent authorities.",
          ],
        },
        "If we want to use personal information for a purpose this policy does not state, we will ask for your consent first.",
      ],
    },
    {
      id: "cookies",
      heading: "3. Cookies and similar technologies",
      blocks: [
        "To keep you signed in and remember your preferences, the Platform uses your browser's local storage, session storage and strictly necessary cookies:",
        {
          list: [
            "Sign-in token: tells us you are signed in; removed at once when you sign out or it expires.",
            "Interface language (language_type): remembers whether you chose Chinese or English.",
            "Current user details: kept only for the current browser session and cleared when you close the window.",
          ],
        },
        "We use no advertising or cross-site tracking cookies. You can clear or block this data in your browser settings, but you may then have to sign in again or lose some features.",
      ],
    },
    {
      id: "third-parties",
      heading: "4. Third-party partners and sharing",
      blocks: [
        "We never sell your personal information. We share the minimum a feature needs with third-party partners only in these cases:",
        {
          list: [
            "Video platforms: when you authorise an account or publish, we submit your content and publishing options to the short-video or video-sharing platform you chose, as you instruct.",
            "Email and SMS providers: to send codes and notices we give them your email address or mobile number and the message.",
            "Cloud storage and computing providers: the files you upload may be stored with an object storage service we engage.",
          ],
        },
        "Our partners are bound by data protection agreements to process the information only for the agreed purpose and to protect it at least as well as this policy does. Apart from these cases, we give your personal information to no other third party unless the law requires it or you give separate consent.",
      ],
    },
    {
      id: "platform-api",
      heading: "5. Terms of the video platforms' API services",
      blocks: [
        "The Platform uses the official API services of the video platforms to authorise accounts, publish content and read statistics. By using these features you also agree to the platforms' own terms:",
        {
          list: [
            "For video-sharing (YouTube) features you agree to be bound by the YouTube Terms of Service (https://www.youtube.com/t/terms), and the Google Privacy Policy (https://policies.google.com/privacy) applies. You can revoke the Platform's access at any time on the security settings page of your Google account (https://security.google.com/settings/security/permissions).",
            "For short-video (TikTok) features you agree to the TikTok Terms of Service (https://www.tiktok.com/legal/terms-of-service) and its developer terms, and the TikTok Privacy Policy (https://www.tiktok.com/legal/privacy-policy) applies. You can revoke access in the TikTok app under Settings and privacy - Security - Manage app permissions.",
          ],
        },
        "We call these APIs only within the scope you authorise and read and keep only the data the service needs. Once you unbind an account here or revoke access on the platform, we stop calling its API and delete the access tokens.",
      ],
    },
    {
      id: "storage",
      heading: "6. Where and how long we store personal information, and how we protect it",
      blocks: [
        "Location: personal information collected and generated in the People's Republic of China is stored in the People's Republic of China, your home country. Only when you instruct us to publish to a video platform abroad are that content and the necessary publishing details sent to that platform; any other cross-border transfer will follow the legal procedures and require your separate consent.",
        "Retention: we keep your personal information only as long as the purposes in this policy require. After you close your account, or after it is reclaimed under the service agreement, we delete or anonymise your personal information within a reasonable time unless the law requires otherwise. Verification code records are deleted after one day, ended sign-in sessions after 30 days.",
        "Safeguards: passwords are stored as salted scrypt hashes; only digests of sign-in tokens and verification codes are stored; access tokens of third-party platforms are encrypted; traffic is encrypted with HTTPS; internal access follows least privilege and is logged. Should a personal information security incident happen, we will inform you and report to the authorities as the law requires.",
      ],
    },
    {
      id: "rights",
      heading: "7. Your rights",
      blocks: [
        {
          list: [
            "Access and correction: once signed in you can see your account details and change your nickname, password and bound mobile number.",
            "Deletion: where the law provides, you can ask us to delete your personal information.",
            "Withdrawing consent: you can unbind platform accounts, revoke third-party authorisations, or clear the data stored in your browser.",
            "Closing your account: you can ask us to close your account through the contacts in section 9; we do so after verifying your identity.",
          ],
        },
        "To protect you we may first need to verify your identity. We reply to your request within 15 working days.",
      ],
    },
    {
      id: "minors",
      heading: "8. Minors",
      blocks: [
        "The Platform is meant for adults. Minors under 18 may read this policy and use the Platform only with the consent and company of a parent or other guardian; children under 14 may not register on their own.",
        "If we learn that we collected a minor's personal information without verifiable consent of a guardian, we delete it as soon as possible. Guardians with questions about a minor's information can contact us as described in section 9.",
      ],
    },
    {
      id: "contact",
      heading: "9. Contact, complaints and changes to this policy",
      blocks: [
        "For questions, comments, complaints or reports about this policy or how your personal information is handled, contact us through the support email or the help and feedback entry published in the Platform. We reply within 15 working days of receiving your request and verifying your identity.",
        "If our reply does not satisfy you, in particular if you believe our processing harms your lawful rights, you may also complain to the cyberspace, market regulation or other competent authorities, or bring a lawsuit before the competent court where the defendant is domiciled.",
        "We may revise this policy from time to time. The revised policy is published on this page with its date; if a revision materially changes your rights, we tell you prominently, for example in a dialog when you sign in.",
      ],
    },
  ],
};

export const privacyPolicy: Record<Locale, LegalDocument> = { "zh-CN": zhCN, en };
