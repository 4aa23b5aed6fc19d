import { Carousel } from "@cdp/ui/carousel";
import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";

/** The login page's pitch: a carousel (5000 ms) of what the product does, and the figures. */
export function MarketingPanel() {
  const { t } = useLingui();
  const slides = [
    { title: t`一键多视频分发`, text: t`一次上传，按设定的间隔发布到多个 TikTok 和 YouTube 账号，失败的任务一键重发。` },
    { title: t`数据可视化`, text: t`播放、点赞、粉丝按月走势一目了然，每周账号流量排行帮您找到表现最好的账号。` },
    { title: t`多账号管理`, text: t`集中授权、分组和管理全部平台账号，发布记录随时可查。` },
  ];
  const figures = [
    { value: "6300000+", label: t`注册用户` },
    { value: "81+", label: t`企业用户` },
    { value: "7*24", label: t`小时服务支持` },
  ];
  return (
    <Stack gap="8" bg="brand.solid" color="white" borderRadius="l3" p={{ base: "6", md: "10" }} shadow="lg">
      <Heading as="h2" size={{ base: "xl", md: "2xl" }}>
        <Trans>多账号内容分发，一站完成</Trans>
      </Heading>
      <Carousel
        variant="inverted"
        interval={5000}
        label={t`产品亮点`}
        slides={slides.map((slide) => (
          <Stack key={slide.title} gap="2" minH="24">
            <Text fontSize="lg" fontWeight="semibold">
              {slide.title}
            </Text>
            <Text opacity={0.9}>{slide.text}</Text>
          </Stack>
        ))}
      />
      <HStack as="dl" gap={{ base: "4", md: "8" }} flexWrap="wrap">
        {figures.map((figure) => (
          <Box key={figure.label}>
            <Text as="dd" fontSize={{ base: "xl", md: "2xl" }} fontWeight="bold" fontVariantNumeric="tabular-nums">
              {figure.value}
            </Text>
            <Text as="dt" fontSize="sm" opacity={0.85}>
              {figure.label}
            </Text>
          </Box>
        ))}
      </HStack>
    </Stack>
  );
}
