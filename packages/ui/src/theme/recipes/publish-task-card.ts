import { defineSlotRecipe } from "@chakra-ui/react";

/** Wide enough for the cover, the name and facts, and the summary side by side. */
const WIDE_CARD = "@container (min-width: 44rem)";

/** A publish record: cover, name and facts, status summary with a bar, actions, and its items (with their call logs) below. */
export const publishTaskCardRecipe = defineSlotRecipe({
  className: "publish-task-card",
  slots: ["root", "header", "cover", "coverPlaceholder", "main", "titleRow", "name", "title", "facts", "fact", "factLabel", "factValue", "summary", "counts", "actions", "items"],
  base: {
    // The card's own width decides its layout (a query on the card, not the screen): a narrow card
    // in a wide window (a side panel, the admin's list beside its filters) stacks too.
    root: { display: "flex", flexDirection: "column", gap: "3", borderWidth: "1px", borderColor: "border", borderRadius: "l3", padding: "4", bg: "bg", containerType: "inline-size" },
    header: { display: "flex", gap: "4", alignItems: "flex-start", flexWrap: "wrap", [WIDE_CARD]: { flexWrap: "nowrap" } },
    cover: { width: "24", height: "16", objectFit: "cover", borderRadius: "l2", bg: "bg.muted", flexShrink: "0" },
    /** Where a task has no cover image: its kind as a muted icon. */
    coverPlaceholder: { display: "flex", alignItems: "center", justifyContent: "center", color: "fg.subtle", "& svg": { width: "6", height: "6" } },
    main: { display: "flex", flexDirection: "column", gap: "2", flex: "1", minWidth: "0" },
    titleRow: { display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" },
    name: { textStyle: "md", fontWeight: "semibold", truncate: true },
    title: { textStyle: "sm", color: "fg.muted", lineClamp: "2" },
    facts: { display: "flex", flexWrap: "wrap", columnGap: "5", rowGap: "1", textStyle: "xs" },
    // A label never gives up its width to a long value (a group's name): the value wraps instead, anywhere if it must.
    fact: { display: "flex", gap: "1", minWidth: "0", maxWidth: "full" },
    factLabel: { color: "fg.muted", flexShrink: "0", whiteSpace: "nowrap" },
    factValue: { minWidth: "0", overflowWrap: "anywhere" },
    // On a narrow card the summary takes a line of its own under the name and facts.
    summary: { display: "flex", flexDirection: "column", gap: "1.5", minWidth: "12rem", width: "full", [WIDE_CARD]: { width: "auto" } },
    counts: { display: "flex", flexWrap: "wrap", columnGap: "3", rowGap: "0.5", textStyle: "xs", fontVariantNumeric: "tabular-nums" },
    actions: { display: "flex", gap: "2", flexWrap: "wrap", justifyContent: "flex-end" },
    items: { display: "flex", flexDirection: "column", gap: "4", borderTopWidth: "1px", borderColor: "border.muted", paddingTop: "3" },
  },
});
