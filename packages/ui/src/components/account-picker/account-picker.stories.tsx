import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AccountPicker, type AccountPickerProps } from "./account-picker";
import type { PickerAccount, PickerGroup } from "./account-selection";

const accounts: PickerAccount[] = [
  { id: "tk-1", name: "TravelWithLin", nickname: "旅行主号", platform: "tiktok" },
  { id: "yt-1", name: "Lin Cooks", nickname: "美食频道", platform: "youtube" },
  { id: "tk-2", name: "daily_tech_cn", nickname: "科技小号", platform: "tiktok" },
  { id: "yt-2", name: "科技日报 Tech Daily", platform: "youtube" },
  { id: "tk-3", name: "cat.lover.88", nickname: "萌宠号", platform: "tiktok" },
];

const groups: PickerGroup[] = [
  { id: "g-travel", name: "旅行美食矩阵", accountIds: ["tk-1", "yt-1"] },
  { id: "g-tech", name: "科技账号组", accountIds: ["tk-2", "yt-2", "tk-3"] },
];

const meta = {
  title: "Publishing/AccountPicker",
  component: AccountPicker,
  args: { accounts, groups, value: [], onChange: fn() },
  argTypes: { accounts: { control: false }, groups: { control: false }, value: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "32rem" }}>
        <Story />
      </div>
    ),
  ],
  // Controlled like an app does it: the parent keeps the ids.
  render: function Controlled(args: AccountPickerProps) {
    const [value, setValue] = useState(args.value);
    return (
      <AccountPicker
        {...args}
        value={value}
        onChange={(ids, change) => {
          setValue(ids);
          args.onChange(ids, change);
        }}
      />
    );
  },
} satisfies Meta<typeof AccountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const byAccount = { mode: "account", groupId: null } as const;

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole("checkbox", { name: "全选" });
    const clear = canvas.getByRole("button", { name: "清空" });

    await step("one checkbox per account, named by the account; nickname and platform describe it", async () => {
      await expect(canvas.getByRole("group", { name: "选择账号" })).toBeVisible();
      await expect(canvas.getAllByRole("listitem")).toHaveLength(5);
      const travel = canvas.getByRole("checkbox", { name: "TravelWithLin" });
      await expect(travel).toHaveAccessibleDescription("旅行主号 TikTok");
      await expect(canvas.getByRole("checkbox", { name: "科技日报 Tech Daily" })).toHaveAccessibleDescription("YouTube");
      await expect(await canvas.findByText("已选 0 个账号")).toBeVisible();
      await expect(clear).toBeDisabled();
    });
    await step("checking accounts reports their ids; select-all becomes mixed", async () => {
      await userEvent.click(canvas.getByRole("checkbox", { name: "TravelWithLin" }));
      await expect(args.onChange).toHaveBeenLastCalledWith(["tk-1"], byAccount);
      await userEvent.click(canvas.getByRole("checkbox", { name: "Lin Cooks" }));
      await expect(args.onChange).toHaveBeenLastCalledWith(["tk-1", "yt-1"], byAccount);
      await expect(await canvas.findByText("已选 2 个账号")).toBeVisible();
      await waitFor(() => expect(selectAll).toBePartiallyChecked());
    });
    await step("unchecking removes the id", async () => {
      await userEvent.click(canvas.getByRole("checkbox", { name: "TravelWithLin" }));
      await expect(args.onChange).toHaveBeenLastCalledWith(["yt-1"], byAccount);
    });
    await step("select-all checks every account, then unchecks them all", async () => {
      await userEvent.click(selectAll);
      await expect(args.onChange).toHaveBeenLastCalledWith(["yt-1", "tk-1", "tk-2", "yt-2", "tk-3"], byAccount);
      await waitFor(() => expect(selectAll).toBeChecked());
      await expect(await canvas.findByText("已选 5 个账号")).toBeVisible();
      await userEvent.click(selectAll);
      await expect(args.onChange).toHaveBeenLastCalledWith([], byAccount);
      await waitFor(() => expect(selectAll).not.toBeChecked());
    });
    await step("clear empties the selection", async () => {
      await userEvent.click(canvas.getByRole("checkbox", { name: "cat.lover.88" }));
      await waitFor(() => expect(clear).toBeEnabled());
      await userEvent.click(clear);
      await expect(args.onChange).toHaveBeenLastCalledWith([], byAccount);
      await expect(await canvas.findByText("已选 0 个账号")).toBeVisible();
    });
  },
};

export const Search: Story = {
  args: { value: ["tk-3"] },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("searchbox", { name: "搜索账号" });
    const selectAll = canvas.getByRole("checkbox", { name: "全选" });

    await step("search matches the name or the nickname, ignoring case", async () => {
      await expect(search).toHaveAttribute("placeholder", "搜索账号名称或昵称");
      await userEvent.type(search, "LIN");
      await expect(canvas.getAllByRole("checkbox", { name: /lin/i })).toHaveLength(2);
      await expect(canvas.queryByRole("checkbox", { name: "daily_tech_cn" })).toBeNull();
      await userEvent.clear(search);
      await userEvent.type(search, "小号");
      await expect(canvas.getByRole("checkbox", { name: "daily_tech_cn" })).toBeVisible();
      await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
    });
    await step("select-all takes only the accounts found, and keeps the hidden selection", async () => {
      await userEvent.clear(search);
      await userEvent.type(search, "lin");
      await waitFor(() => expect(selectAll).not.toBeChecked());
      await userEvent.click(selectAll);
      await expect(args.onChange).toHaveBeenLastCalledWith(["tk-3", "tk-1", "yt-1"], byAccount);
      await waitFor(() => expect(selectAll).toBeChecked());
      await expect(await canvas.findByText("已选 3 个账号")).toBeVisible();
    });
    await step("nothing found: a message, and select-all is disabled", async () => {
      await userEvent.clear(search);
      await userEvent.type(search, "不存在的账号");
      await expect(canvas.getByText("没有找到匹配的账号")).toBeVisible();
      await expect(canvas.getByRole("checkbox", { name: "全选" })).toBeDisabled();
    });
  },
};

export const ByGroup: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step("pick a single account first", async () => {
      await userEvent.click(canvas.getByRole("checkbox", { name: "cat.lover.88" }));
      await expect(canvas.getByRole("tab", { name: "按账号" })).toHaveAttribute("aria-selected", "true");
    });
    await step("the group tab lists the groups with their sizes; switching starts with no group", async () => {
      await userEvent.click(canvas.getByRole("tab", { name: "按分组" }));
      await expect(args.onChange).toHaveBeenLastCalledWith([], { mode: "group", groupId: null });
      const radios = within(canvas.getByRole("radiogroup", { name: "账号分组" }));
      await expect(radios.getAllByRole("radio")).toHaveLength(2);
      await expect(canvas.getByText("2 个账号")).toBeVisible();
      await expect(canvas.getByText("3 个账号")).toBeVisible();
      await expect(await canvas.findByText("已选 0 个账号")).toBeVisible();
    });
    await step("choosing a group selects all of its accounts", async () => {
      await userEvent.click(canvas.getByRole("radio", { name: "科技账号组" }));
      await expect(args.onChange).toHaveBeenLastCalledWith(["tk-2", "yt-2", "tk-3"], { mode: "group", groupId: "g-tech" });
      await waitFor(() => expect(canvas.getByRole("radio", { name: "科技账号组" })).toBeChecked());
      await expect(await canvas.findByText("已选 3 个账号")).toBeVisible();
    });
    await step("arrow keys move to the other group", async () => {
      await userEvent.keyboard("{ArrowUp}");
      await expect(args.onChange).toHaveBeenLastCalledWith(["tk-1", "yt-1"], { mode: "group", groupId: "g-travel" });
      await expect(canvas.getByRole("radio", { name: "旅行美食矩阵" })).toHaveFocus();
    });
    await step("back on the account tab, the single accounts picked before come back", async () => {
      await userEvent.click(canvas.getByRole("tab", { name: "按账号" }));
      await expect(args.onChange).toHaveBeenLastCalledWith(["tk-3"], byAccount);
      await waitFor(() => expect(canvas.getByRole("checkbox", { name: "cat.lover.88" })).toBeChecked());
    });
    await step("and the group tab remembers its group; clear deselects it", async () => {
      await userEvent.click(canvas.getByRole("tab", { name: "按分组" }));
      await expect(args.onChange).toHaveBeenLastCalledWith(["tk-1", "yt-1"], { mode: "group", groupId: "g-travel" });
      await userEvent.click(canvas.getByRole("button", { name: "清空" }));
      await expect(args.onChange).toHaveBeenLastCalledWith([], { mode: "group", groupId: null });
      await waitFor(() => expect(canvas.getByRole("radio", { name: "旅行美食矩阵" })).not.toBeChecked());
    });
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("from the search, Tab reaches select-all and then each account; Space toggles", async () => {
      await userEvent.click(canvas.getByRole("searchbox", { name: "搜索账号" }));
      await userEvent.tab();
      await expect(canvas.getByRole("checkbox", { name: "全选" })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole("checkbox", { name: "TravelWithLin" })).toHaveFocus();
      await userEvent.keyboard(" ");
      await expect(args.onChange).toHaveBeenLastCalledWith(["tk-1"], byAccount);
      await waitFor(() => expect(canvas.getByRole("checkbox", { name: "TravelWithLin" })).toBeChecked());
      await userEvent.tab();
      await expect(canvas.getByRole("checkbox", { name: "Lin Cooks" })).toHaveFocus();
      await userEvent.keyboard(" ");
      await expect(args.onChange).toHaveBeenLastCalledWith(["tk-1", "yt-1"], byAccount);
    });
    await step("arrow keys move between the tabs; Enter or Space switches", async () => {
      const accountTab = canvas.getByRole("tab", { name: "按账号" });
      const groupTab = canvas.getByRole("tab", { name: "按分组" });
      await userEvent.click(accountTab);
      await waitFor(() => expect(accountTab).toHaveFocus());
      await userEvent.keyboard("{ArrowRight}");
      // Zag moves the focus on the next animation frame.
      await waitFor(() => expect(groupTab).toHaveFocus());
      await expect(accountTab).toHaveAttribute("aria-selected", "true");
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(groupTab).toHaveAttribute("aria-selected", "true"));
      await expect(await canvas.findByRole("radiogroup", { name: "账号分组" })).toBeVisible();
      await expect(args.onChange).toHaveBeenLastCalledWith([], { mode: "group", groupId: null });
      await userEvent.keyboard("{ArrowLeft}");
      await waitFor(() => expect(accountTab).toHaveFocus());
      await userEvent.keyboard(" ");
      await waitFor(() => expect(accountTab).toHaveAttribute("aria-selected", "true"));
      await expect(args.onChange).toHaveBeenLastCalledWith(["tk-1", "yt-1"], byAccount);
    });
  },
};

export const StartInGroupMode: Story = {
  args: { defaultMode: "group", defaultGroupId: "g-travel", value: ["tk-1", "yt-1"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "按分组" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "旅行美食矩阵" })).toBeChecked());
    await expect(await canvas.findByText("已选 2 个账号")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { accounts: [], groups: [] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("no accounts: a hint to link one, no select-all", async () => {
      await expect(canvas.getByText("暂无可选账号，请先授权绑定平台账号")).toBeVisible();
      await expect(canvas.queryByRole("checkbox")).toBeNull();
    });
    await step("no groups", async () => {
      await userEvent.click(canvas.getByRole("tab", { name: "按分组" }));
      await expect(canvas.getByText("暂无分组")).toBeVisible();
    });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("加载中…")).toBeInTheDocument();
    await expect(canvas.queryByRole("checkbox")).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { value: ["tk-1"] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Choose accounts" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "By account" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "By group" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search accounts" })).toHaveAttribute(
      "placeholder",
      "Search by account name or nickname",
    );
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: "Select all" })).toBePartiallyChecked());
    await expect(await canvas.findByText("1 account selected")).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Lin Cooks" }));
    await expect(await canvas.findByText("2 accounts selected")).toBeVisible();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search accounts" }), "zzz");
    await expect(canvas.getByText("No accounts match your search")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(args.onChange).toHaveBeenLastCalledWith([], byAccount);
    await userEvent.click(canvas.getByRole("tab", { name: "By group" }));
    await expect(canvas.getByRole("radiogroup", { name: "Account groups" })).toBeVisible();
    await expect(canvas.getByText("2 accounts")).toBeVisible();
  },
};

export const EnglishEmpty: Story = {
  globals: { locale: "en" },
  args: { accounts: [], groups: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No accounts to choose from yet. Link a platform account first.")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "By group" }));
    await expect(canvas.getByText("No groups yet")).toBeVisible();
  },
};

export const EnglishLoading: Story = {
  globals: { locale: "en" },
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading…")).toBeInTheDocument();
  },
};
