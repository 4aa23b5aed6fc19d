import { Box, Container, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Fragment } from "react";
import { RouteLink } from "@cdp/app-kit";
import { readToken } from "../../../shared/session/index.ts";
import type { LegalBlock, LegalDocument } from "../content/legal-document.ts";

const URL_PATTERN = /(https?:\/\/[^\s）)，,]+)/g;

/** Text with its URLs turned into links that open in a new tab. */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer" color="brand.fg" wordBreak="break-all">
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") {
    return (
      <Text lineHeight="tall">
        <LinkedText text={block} />
      </Text>
    );
  }
  return (
    <List.Root as="ul" gap="2" ps="5" lineHeight="tall">
      {block.list.map((item) => (
        <List.Item key={item}>
          <LinkedText text={item} />
        </List.Item>
      ))}
    </List.Root>
  );
}

/** A long legal text at a comfortable reading width, with a table of contents that links to each section. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { t } = useLingui();
  return (
    <Container maxW="3xl" py={{ base: "6", md: "12" }}>
      <Stack as="article" gap="8" bg="bg.panel" borderRadius="l3" borderWidth="1px" p={{ base: "5", md: "10" }}>
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            {document.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {document.updated}
          </Text>
        </Stack>
        <Stack gap="4">
          {document.intro.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Stack>
        <Box as="nav" aria-label={t`目录`} bg="bg.subtle" borderRadius="l2" p="5">
          <Heading as="h2" size="md" mb="3">
            <Trans>目录</Trans>
          </Heading>
          <List.Root as="ol" gap="1.5" listStyleType="none">
            {document.sections.map((section) => (
              <List.Item key={section.id}>
                <Link href={`#${section.id}`} color="brand.fg">
                  {section.heading}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
        {document.sections.map((section) => (
          <Stack as="section" key={section.id} id={section.id} gap="3" scrollMarginTop="6" aria-labelledby={`${section.id}-heading`}>
            <Heading as="h2" size="lg" id={`${section.id}-heading`}>
              {section.heading}
            </Heading>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Stack>
        ))}
        <Text>
          {/* A signed-in operator reading the terms goes back into the app, not to the login page. */}
          {readToken() ? (
            <RouteLink to="/CRM">
              <Trans>返回平台</Trans>
            </RouteLink>
          ) : (
            <RouteLink to="/login">
              <Trans>返回登录</Trans>
            </RouteLink>
          )}
        </Text>
      </Stack>
    </Container>
  );
}
