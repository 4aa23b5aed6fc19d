import { defineSlotRecipe } from "@chakra-ui/react";

/** The account ← video table: toolbar, notices, rows, and the per-account text overrides. */
export const videoAssignmentTableRecipe = defineSlotRecipe({
  className: "video-assignment-table",
  slots: ["root", "toolbar", "summary", "row", "grip", "account", "accountText", "name", "nickname", "video", "thumb", "moves", "overrides", "counter", "empty"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "3", width: "full", minWidth: "0" },
    toolbar: { display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: "3" },
    summary: { textStyle: "sm", color: "fg.muted" },
    row: { "&[draggable=true]": { cursor: "grab" }, "&[data-drop-target]": { bg: "colorPalette.subtle", colorPalette: "brand" } },
    grip: { width: "3.5", height: "3.5", color: "fg.subtle", flexShrink: "0" },
    account: { display: "flex", alignItems: "center", gap: "2", minWidth: "0" },
    accountText: { display: "flex", flexDirection: "column", minWidth: "0" },
    name: { textStyle: "sm", fontWeight: "medium", truncate: true },
    nickname: { textStyle: "xs", color: "fg.muted", truncate: true },
    video: { display: "flex", alignItems: "center", gap: "2", minWidth: "12rem" },
    thumb: { width: "12", height: "8", objectFit: "cover", borderRadius: "l1", bg: "bg.muted", flexShrink: "0" },
    moves: { display: "flex", gap: "1" },
    overrides: { display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, paddingBlock: "2" },
    counter: { textStyle: "xs", color: "fg.muted", fontVariantNumeric: "tabular-nums" },
    empty: { paddingBlock: "8", textAlign: "center", color: "fg.muted", textStyle: "sm", borderWidth: "1px", borderStyle: "dashed", borderRadius: "l2" },
  },
});
