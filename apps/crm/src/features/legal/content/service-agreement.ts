import type { Locale } from "@cdp/contracts";
import type { LegalDocument } from "./legal-document.ts";

const zhCN: LegalDocument = {
  title: "用户服务协议",
  updated: "更新日期：2026年11月20日　生效日期：2026年11月20日",
  intro: [
    "欢迎使用多账号内容分发平台（以下简称“本平台”）。本协议是您与本平台运营方（以下简称“我们”）之间关于注册、登录和使用本平台服务的约定。请您仔细阅读本协议，特别是以加粗或“特别提示”方式标明的免除或限制责任、订阅与费用、账号回收等条款。",
    "您勾选“我已阅读并同意《用户服务协议》”、完成注册或实际使用本平台，即表示您已充分理解并同意本协议的全部内容。如您不同意，请不要注册或使用本平台。",
  ],
  sections: [
    {
      id: "acceptance",
      heading: "一、协议的接受与修改",
      blocks: [
        "本协议包括正文以及我们已经发布或将来可能发布的各类规则，包括《隐私政策》。所有规则为本协议不可分割的组成部分，与正文具有同等效力。",
        "我们可能根据法律法规变化或业务需要修改本协议。修改后的协议将在本页面公布并标明更新日期；涉及您重大权益的修改，我们会在您登录时以显著方式提示。您在修改生效后继续使用本平台，即视为接受修改后的协议。",
      ],
    },
    {
      id: "account",
      heading: "二、账号注册与使用规则",
      blocks: [
        {
          list: [
            "您应使用本人真实、有效的电子邮箱注册，并按页面提示完成验证。一个邮箱只能注册一个账号。",
            "您应妥善保管账号和密码，设置至少8位且同时包含字母和数字的密码，不得将账号出借、转让、出租或出售给他人使用。通过您的账号进行的全部操作均视为您本人的行为。",
            "发现账号被盗用或存在安全漏洞时，请立即修改密码并通知我们。修改或重置密码后，该账号在所有设备上的登录状态都会失效。",
            "您授权本平台管理的第三方平台账号，应当是您本人或您有权管理的账号。",
            "您的账号名称、昵称和头像不得含有违法、不良或侵犯他人权益的信息。",
          ],
        },
      ],
    },
    {
      id: "service",
      heading: "三、服务内容",
      blocks: [
        "本平台为内容运营者提供以下服务：把一个视频或一组图文按设定的间隔发布到您授权的多个短视频平台和视频分享平台账号，查看每个发布目标的状态（分发中、分发成功、分发失败）并重发失败的任务；查看播放、点赞、粉丝等数据分析；管理账号、账号分组、发布记录以及权限和套餐。",
        "具体功能以本平台实际提供的为准。部分功能仅向付费套餐用户开放，免费版用户看到的数据分析可能为演示数据。",
      ],
    },
    {
      id: "conduct",
      heading: "四、用户行为规范与禁止内容",
      blocks: [
        "您应对通过本平台上传和发布的全部内容负责。您不得利用本平台制作、上传、发布或传播含有以下内容的信息：",
        {
          list: [
            "反对宪法确定的基本原则，危害国家安全、泄露国家秘密、颠覆国家政权、破坏国家统一，损害国家荣誉和利益的；",
            "煽动民族仇恨、民族歧视，破坏民族团结，或者宣扬恐怖主义、极端主义的；",
            "散布谣言，扰乱社会秩序，破坏社会稳定的；",
            "散布淫秽、色情、赌博、暴力、凶杀、恐怖或者教唆犯罪的；",
            "侮辱或者诽谤他人，侵害他人名誉权、肖像权、隐私权、知识产权或其他合法权益的；",
            "虚假、欺诈或误导性的广告与商业推广，以及未按平台规则标注的商业合作内容；",
            "垃圾信息、刷量、批量注册或任何违反目标视频平台社区规范与服务条款的行为；",
            "病毒、木马等恶意程序，或者干扰、破坏本平台及第三方平台正常运行的行为；",
            "法律、行政法规禁止的其他内容。",
          ],
        },
        "对违反上述规定的内容和账号，我们有权不经通知删除内容、中止发布任务、限制功能或终止服务，并依法向有关部门报告；由此给我们或第三方造成损失的，您应承担赔偿责任。",
      ],
    },
    {
      id: "minors",
      heading: "五、未成年人使用",
      blocks: [
        "未满十八周岁的未成年人，应在父母或其他监护人的陪同下阅读本协议，并在取得监护人同意后使用本平台；涉及付费的，应由监护人决定。监护人应当指导、监督未成年人合理使用本平台。",
      ],
    },
    {
      id: "ip",
      heading: "六、知识产权",
      blocks: [
        "本平台的软件、界面设计、文字、图标、商标及其他内容的知识产权归我们或相关权利人所有。未经书面许可，您不得复制、修改、反向工程或用于其他商业目的。",
        "您通过本平台上传和发布的内容，其知识产权仍归您或原权利人所有。为向您提供服务，您授予我们在服务期间内存储、转码、展示并按您的指令提交给第三方平台的非独占、免费许可。您应保证拥有发布这些内容所需的全部权利。",
        "如您认为本平台上的内容侵犯了您的知识产权，请按第十三条提供权属证明和侵权内容信息，我们将依法及时处理。",
      ],
    },
    {
      id: "platforms",
      heading: "七、第三方平台与授权",
      blocks: [
        "内容最终发布在第三方视频平台上，发布结果、审核、推荐、可见范围、商业合作标注等受相应平台的规则约束。使用相关功能即表示您同意遵守 YouTube 服务条款（https://www.youtube.com/t/terms）、TikTok 服务条款（https://www.tiktok.com/legal/terms-of-service）等平台条款。",
        "因第三方平台调整接口、限流、审核或拒绝发布而导致的发布失败或延迟，我们会如实显示失败原因并允许您重发，但不对第三方平台的行为承担责任。",
      ],
    },
    {
      id: "subscription",
      heading: "八、订阅、升级、降级与费用",
      blocks: [
        "本平台提供免费版和付费套餐。付费套餐按订阅周期（如月度、年度）预付费用，具体价格和权益以购买页面展示为准。",
        {
          list: [
            "升级：您可以随时申请升级套餐，升级自当前订阅周期结束后的下一个周期开始生效。",
            "降级：您可以申请降级套餐，降级自当前订阅周期结束时生效，当前周期内仍享有原套餐权益。",
            "费用调整：我们调整套餐价格时会提前公告，新价格自您当前订阅周期结束后的下一个周期起适用，不影响您已支付的当前周期。",
            "取消：您可以随时取消自动续订，取消自当前订阅周期结束时生效，周期结束前您仍可使用付费功能。",
            "不予退款：已预付但未使用的费用（包括当前周期的剩余时间）不予退还，法律法规另有规定的除外。",
          ],
        },
      ],
    },
    {
      id: "reclaim",
      heading: "九、账号回收",
      blocks: [
        "为合理利用资源并保护账号安全，如您的账号连续两个月未登录，我们有权回收该账号。回收前我们会通过您注册的邮箱发送提醒；回收后，账号的登录能力、已授权的第三方账号关联和存储的内容可能被删除且无法恢复。付费套餐在有效期内的账号不会因此被回收。",
      ],
    },
    {
      id: "changes",
      heading: "十、服务的变更、中止与终止",
      blocks: [
        "我们可能对服务进行升级、调整或维护，并尽可能提前通知。发生不可抗力、第三方平台政策变化、法律法规要求或您违反本协议的情形时，我们可以中止或终止向您提供部分或全部服务。",
        "您可以随时停止使用本平台并申请注销账号。协议终止后，我们将按《隐私政策》处理您的个人信息。",
      ],
    },
    {
      id: "liability",
      heading: "十一、免责与责任限制",
      blocks: [
        "特别提示：本平台按现状提供服务。对于因网络故障、黑客攻击、第三方平台原因、不可抗力或您自身原因（如泄露密码、发布违规内容）造成的损失，我们在法律允许的范围内不承担责任。",
        "在任何情况下，我们对您承担的赔偿责任总额不超过您在损失发生前十二个月内向我们实际支付的服务费用。",
      ],
    },
    {
      id: "law",
      heading: "十二、法律适用与争议解决",
      blocks: [
        "本协议的订立、履行和解释适用中华人民共和国法律（不包括冲突法规则）。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向我们所在地有管辖权的人民法院提起诉讼。",
      ],
    },
    {
      id: "contact",
      heading: "十三、联系我们",
      blocks: [
        "如您对本协议有任何疑问、意见或投诉，可以通过平台内公布的客服邮箱或帮助与反馈入口联系我们，我们将在十五个工作日内答复。",
      ],
    },
  ],
};

const en: LegalDocument = {
  title: "User service agreement",
  updated: "Last updated: 20 November 2026 · Effective: 20 November 2026",
  intro: [
    "Welcome to the Multi-Account Content Distribution Platform (the \"Platform\"). This agreement governs how you register, sign in and use the Platform's services, between you and the Platform's operator (\"we\", \"us\"). Please read it carefully, in particular the clauses marked \"Important\" that exclude or limit liability and those on subscriptions, fees and account reclaim.",
    "By ticking \"I have read and agree to the User service agreement\", completing registration or using the Platform, you confirm that you understand and accept this whole agreement. If you do not agree, please do not register or use the Platform.",
  ],
  sections: [
    {
      id: "acceptance",
      heading: "1. Acceptance and changes",
      blocks: [
        "This agreement consists of this text and the rules we have published or may publish, including the Privacy policy. They all form part of the agreement and have the same force.",
        "We may change this agreement when the law or our service changes. The changed agreement is published on this page with its date; changes that materially affect your rights are shown prominently when you sign in. Continuing to use the Platform after a change takes effect means you accept it.",
      ],
    },
    {
      id: "account",
      heading: "2. Account rules",
      blocks: [
        {
          list: [
            "Register with a real, valid email address of your own and complete the verification shown. One email address can hold one account.",
            "Keep your account and password safe, use a password of at least 8 characters with both letters and digits, and do not lend, transfer, rent or sell your account. Everything done through your account counts as done by you.",
            "If your account is misused or you find a security hole, change your password at once and tell us. Changing or resetting the password signs the account out on every device.",
            "The third-party platform accounts you let the Platform manage must be your own or accounts you are entitled to manage.",
            "Account names, nicknames and avatars must not contain unlawful or offensive material or infringe anyone's rights.",
          ],
        },
      ],
    },
    {
      id: "service",
      heading: "3. The service",
      blocks: [
        "The Platform lets content operators publish one video or one image/text set to many authorised short-video and video-sharing accounts with an interval between accounts, follow each target (distributing, succeeded, failed) and resend failed ones; read analytics of views, likes and followers; and manage accounts, account groups, publishing records, permissions and plans.",
        "The features available are those the Platform actually provides. Some are reserved to paid plans; on the free plan, analytics may show demo data.",
      ],
    },
    {
      id: "conduct",
      heading: "4. Conduct and prohibited content",
      blocks: [
        "You are responsible for everything you upload and publish through the Platform. You must not use it to create, upload, publish or spread content that:",
        {
          list: [
            "opposes the basic principles of the Constitution, endangers national security, discloses state secrets, subverts state power or undermines national unity, or harms the honour and interests of the state;",
            "incites ethnic hatred or discrimination, undermines ethnic unity, or promotes terrorism or extremism;",
            "spreads rumours, disturbs public order or undermines social stability;",
            "spreads obscenity, pornography, gambling, violence, murder or terror, or instigates crime;",
            "insults or defames others, or infringes anyone's reputation, likeness, privacy, intellectual property or other lawful rights;",
            "is false, fraudulent or misleading advertising or promotion, or commercial content not labelled as the platform's rules require;",
            "is spam, fake engagement, bulk registration or anything else that breaks the community guidelines or terms of the target platform;",
            "contains viruses, trojans or other malware, or interferes with the Platform or third-party platforms;",
            "is otherwise prohibited by laws and administrative regulations.",
          ],
        },
        "We may remove such content, stop publishing tasks, restrict features or end the service without notice, and report to the authorities as the law requires. You are liable for the losses this causes us or third parties.",
      ],
    },
    {
      id: "minors",
      heading: "5. Minors",
      blocks: [
        "Minors under 18 must read this agreement together with a parent or other guardian and may use the Platform only with the guardian's consent; paid services need the guardian's decision. Guardians should guide and supervise the minor's use.",
      ],
    },
    {
      id: "ip",
      heading: "6. Intellectual property",
      blocks: [
        "The intellectual property in the Platform's software, interface design, text, icons, trademarks and other material belongs to us or the respective right holders. Without written permission you may not copy, modify, reverse-engineer or otherwise exploit it commercially.",
        "Content you upload and publish remains yours or its original right holder's. So that we can provide the service, you grant us, for the term of the service, a non-exclusive, royalty-free licence to store, transcode and display it and to submit it to third-party platforms as you instruct. You warrant that you hold every right needed to publish it.",
        "If you believe content on the Platform infringes your intellectual property, send us proof of ownership and details of the content as described in section 13, and we will act promptly as the law requires.",
      ],
    },
    {
      id: "platforms",
      heading: "7. Third-party platforms and authorisations",
      blocks: [
        "Content is finally published on third-party video platforms, whose rules govern publication results, review, recommendation, visibility and commercial-content labels. By using these features you agree to their terms, such as the YouTube Terms of Service (https://www.youtube.com/t/terms) and the TikTok Terms of Service (https://www.tiktok.com/legal/terms-of-service).",
        "When a publication fails or is delayed because a platform changes its API, throttles, reviews or refuses it, we show the reason truthfully and let you resend, but we are not responsible for what the platform does.",
      ],
    },
    {
      id: "subscription",
      heading: "8. Subscriptions: upgrade, downgrade, fees and cancellation",
      blocks: [
        "The Platform has a free plan and paid plans. Paid plans are prepaid per subscription cycle (such as monthly or yearly); prices and benefits are those shown on the purchase page.",
        {
          list: [
            "Upgrade: you may ask to upgrade at any time; the upgrade takes effect from the cycle after the current subscription cycle ends.",
            "Downgrade: you may ask to downgrade; it takes effect at the end of the current cycle, and you keep your current plan's benefits until then.",
            "Fee changes: we announce price changes in advance; the new price applies from the cycle after your current one ends and never to a cycle you have already paid.",
            "Cancellation: you may cancel automatic renewal at any time; cancellation takes effect at the end of the current cycle, and paid features stay available until then.",
            "No refunds: prepaid fees that are not used, including the rest of the current cycle, are not refunded unless the law requires otherwise.",
          ],
        },
      ],
    },
    {
      id: "reclaim",
      heading: "9. Account reclaim",
      blocks: [
        "To use resources sensibly and keep accounts safe, we may reclaim an account that has not signed in for two consecutive months. We email a reminder to the registered address first; after reclaim, signing in, the links to authorised third-party accounts and stored content may be deleted for good. Accounts on a paid plan that is still running are not reclaimed for inactivity.",
      ],
    },
    {
      id: "changes",
      heading: "10. Changes, suspension and termination",
      blocks: [
        "We may upgrade, adjust or maintain the service and will give notice in advance where we can. We may suspend or end all or part of the service to you in case of force majeure, changes in third-party platform policies, legal requirements or your breach of this agreement.",
        "You may stop using the Platform and ask us to close your account at any time. After termination we handle your personal information as the Privacy policy describes.",
      ],
    },
    {
      id: "liability",
      heading: "11. Disclaimers and limitation of liability",
      blocks: [
        "Important: the service is provided as is. To the extent the law allows, we are not liable for losses caused by network failures, attacks, third-party platforms, force majeure or your own actions (such as disclosing your password or publishing prohibited content).",
        "In any event our total liability to you is limited to the service fees you actually paid us in the twelve months before the loss occurred.",
      ],
    },
    {
      id: "law",
      heading: "12. Governing law and disputes",
      blocks: [
        "This agreement is governed by the laws of the People's Republic of China, excluding conflict-of-law rules. Disputes are first to be settled amicably; failing that, either party may bring a lawsuit before the competent people's court where we are located.",
      ],
    },
    {
      id: "contact",
      heading: "13. Contact",
      blocks: [
        "For questions, comments or complaints about this agreement, contact us through the support email or the help and feedback entry published in the Platform. We reply within 15 working days.",
      ],
    },
  ],
};

export const serviceAgreement: Record<Locale, LegalDocument> = { "zh-CN": zhCN, en };
