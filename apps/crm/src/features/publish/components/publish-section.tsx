import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

type PublishSectionProps = { step: number; title: ReactNode; hint?: ReactNode; children: ReactNode };

/** One numbered step of a publish form, a region named by its heading. */
export function PublishSection({ step, title, hint, children }: PublishSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" padding={{ base: "4", md: "5" }} bg="bg.panel">
      <Stack gap="4">
        <Box>
          <Heading as="h2" id={headingId} textStyle="md" fontWeight="semibold">
            {step}. {title}
          </Heading>
          {hint != null && (
            <Text textStyle="sm" color="fg.muted" marginTop="1">
              {hint}
            </Text>
          )}
        </Box>
        {children}
      </Stack>
    </Box>
  );
}
