import { Button, HStack, Input } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";

/** A keyword box with 查询 (Enter searches too); an empty box searches everything. */
export function KeywordSearch({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState("");
  return (
    <HStack as="form" gap="3" role="search" onSubmit={(event) => (event.preventDefault(), onSearch(keyword.trim()))}>
      <Input maxW="72" aria-label={label} placeholder={placeholder} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <Button type="submit" variant="outline">
        <Trans>查询</Trans>
      </Button>
    </HStack>
  );
}
