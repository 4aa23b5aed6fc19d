import { createSlotRecipeContext, Drawer, type HTMLChakraProps } from "@chakra-ui/react";
import type { SlotRecipeVariants } from "../../theme/use-theme-slot-recipe";

// The shell's styled parts, all reading the `appShell` slot recipe through one context.
const { withProvider, withContext } = createSlotRecipeContext({ key: "appShell" });

export type ShellRootProps = HTMLChakraProps<"div"> & SlotRecipeVariants<"appShell">;

export const ShellRoot = withProvider<HTMLDivElement, ShellRootProps>("div", "root");
export const ShellSidebar = withContext<HTMLElement, HTMLChakraProps<"aside">>("aside", "sidebar");
export const ShellDrawerContent = withContext<HTMLDivElement, Drawer.ContentProps>(Drawer.Content, "drawer");
export const ShellBrand = withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "brand");
export const ShellNav = withContext<HTMLElement, HTMLChakraProps<"nav">>("nav", "nav");
export const ShellList = withContext<HTMLUListElement, HTMLChakraProps<"ul">>("ul", "list");
export const ShellGroup = withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "group");
export const ShellGroupLabel = withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "groupLabel");
export const ShellLink = withContext<HTMLAnchorElement, HTMLChakraProps<"a">>("a", "link");
export const ShellMain = withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "main");
export const ShellHeader = withContext<HTMLElement, HTMLChakraProps<"header">>("header", "header");
export const ShellHeaderBrand = withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "headerBrand");
export const ShellContent = withContext<HTMLElement, HTMLChakraProps<"main">>("main", "content");
