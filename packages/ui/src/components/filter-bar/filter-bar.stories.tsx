import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FilterBar } from "./filter-bar";
import { FilterSelect } from "./filter-select";

const onPlatform = fn();
const onGroup = fn();

const meta = {
  title: "Data/FilterBar",
  component: FilterBar,
  args: {
    label: "筛选账号",
    keyword: { label: "搜索账号", placeholder: "账号名称或昵称", value: undefined, onSearch: fn() },
    children: (
      <>
        <FilterSelect label="平台" allLabel="全部平台" value={undefined} options={[{ value: "tiktok", label: "TikTok" }, { value: "youtube", label: "YouTube" }]} onChange={onPlatform} />
        <FilterSelect label="分组" allLabel="全部分组" value={7} options={[{ value: 7, label: "美妆" }, { value: 8, label: "数码" }]} onChange={onGroup} width="12rem" />
      </>
    ),
  },
  beforeEach: () => {
    onPlatform.mockClear();
    onGroup.mockClear();
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step("a select applies at once with its option's value, typed as given", async () => {
      await expect(canvas.getByRole("search", { name: "筛选账号" })).toBeVisible();
      await userEvent.selectOptions(canvas.getByRole("combobox", { name: "平台" }), "YouTube");
      await expect(onPlatform).toHaveBeenLastCalledWith("youtube");
      await expect(canvas.getByRole("combobox", { name: "分组" })).toHaveValue("7");
      await userEvent.selectOptions(canvas.getByRole("combobox", { name: "分组" }), "数码");
      await expect(onGroup).toHaveBeenLastCalledWith(8);
    });
    await step("the first option clears the filter", async () => {
      await userEvent.selectOptions(canvas.getByRole("combobox", { name: "分组" }), "全部分组");
      await expect(onGroup).toHaveBeenLastCalledWith(undefined);
    });
    await step("the keyword applies on Enter, trimmed, and empty means none", async () => {
      const box = canvas.getByRole("searchbox", { name: "搜索账号" });
      await userEvent.type(box, "  demo  {Enter}");
      await expect(args.keyword?.onSearch).toHaveBeenLastCalledWith("demo");
      await userEvent.clear(box);
      await userEvent.click(canvas.getByRole("button", { name: "搜索" }));
      await expect(args.keyword?.onSearch).toHaveBeenLastCalledWith(undefined);
    });
  },
};

/** Selects only: no keyword box and no 搜索 button. */
export const SelectsOnly: Story = {
  args: { keyword: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("combobox")).toHaveLength(2);
    await expect(canvas.queryByRole("searchbox")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "搜索" })).toBeNull();
  },
};
