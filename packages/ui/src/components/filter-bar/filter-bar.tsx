import { Button, HStack, Input, InputGroup } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";

export type FilterKeyword = {
  /** The search box's accessible name, e.g. 搜索账号. */
  label: string;
  placeholder?: string;
  value: string | undefined;
  /** Called on Enter or 搜索 with the trimmed keyword, `undefined` when it is empty. */
  onSearch: (keyword: string | undefined) => void;
};

export type FilterBarProps = {
  /** The search landmark's name, e.g. 筛选账号. */
  label: string;
  /** The filters (`FilterSelect`s, date inputs…), which apply at once. */
  children?: ReactNode;
  /** A keyword box and its 搜索 button; the keyword applies on Enter or 搜索. */
  keyword?: FilterKeyword;
};

/** The filters above a list, as one search landmark: selects that apply at once, then an optional keyword. */
export function FilterBar({ label, children, keyword }: FilterBarProps) {
  const [text, setText] = useState(keyword?.value ?? "");
  const search = (event: FormEvent) => {
    event.preventDefault();
    keyword?.onSearch(text.trim() || undefined);
  };

  return (
    <HStack as="form" role="search" aria-label={label} onSubmit={search} gap="3" wrap="wrap">
      {children}
      {keyword && (
        <>
          <InputGroup startElement={<Search aria-hidden="true" />} width="16rem">
            <Input
              size="sm"
              type="search"
              aria-label={keyword.label}
              placeholder={keyword.placeholder}
              maxLength={100}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </InputGroup>
          <Button type="submit" size="sm" variant="outline">
            <Trans>搜索</Trans>
          </Button>
        </>
      )}
    </HStack>
  );
}
