export { UpgradePrompt, type UpgradePromptProps } from "./upgrade-prompt";
