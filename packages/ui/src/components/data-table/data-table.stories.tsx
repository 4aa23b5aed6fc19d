import type { PublishStatus } from "@cdp/contracts";
import { Text } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PublishStatusBadge } from "../publish-status-badge";
import { DataTable, type DataTableColumn, type DataTableProps } from "./data-table";
import type { DataTableSort } from "./sort";

type PublishRecord = { id: number; title: string; account: string; publishedAt: string; views: number; status: PublishStatus };

const titles = ["春季新品开箱", "门店探访 Vlog", "夏日穿搭合集", "产品使用教程", "幕后花絮", "直播精彩回放", "用户好评合辑"];
const accounts = ["@starriver_official", "@yunfan.shop", "@qinghe_brand"];

// 23 records: three pages of 10, and a last page of 3.
const records: PublishRecord[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  title: `${titles[index % titles.length]} #${index + 1}`,
  account: accounts[index % accounts.length]!,
  publishedAt: `2024-06-${String(index + 1).padStart(2, "0")}`,
  views: ((index * 7919) % 50000) + 120,
  status: (index % 5 === 0 ? 2 : index % 3 === 0 ? 0 : 1) as PublishStatus,
}));

const formatViews = (views: number) => views.toLocaleString("zh-CN");

const columns: DataTableColumn<PublishRecord>[] = [
  { key: "title", header: "视频标题" },
  { key: "account", header: "发布账号" },
  { key: "publishedAt", header: "发布时间", sortable: true, width: "9rem" },
  { key: "views", header: "播放量", sortable: true, align: "end", width: "7rem", render: (row) => formatViews(row.views) },
  { key: "status", header: "状态", width: "9rem", render: (row) => <PublishStatusBadge status={row.status} /> },
];

function sortRows(rows: PublishRecord[], sort: DataTableSort | undefined) {
  if (!sort) return rows;
  const key = sort.key as "publishedAt" | "views";
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
}

const onSortChange = fn().mockName("onSortChange");
const onPageChange = fn().mockName("onPageChange");
const onPageSizeChange = fn().mockName("onPageSizeChange");

const meta = {
  title: "Data/DataTable",
  component: DataTable<PublishRecord>,
  args: { columns, rows: records.slice(0, 10), rowKey: (row) => row.id, label: "发布记录" },
  argTypes: { columns: { control: false }, rows: { control: false }, rowKey: { control: false } },
} satisfies Meta<typeof DataTable<PublishRecord>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Like a list page: the caller sorts and pages (here in memory, in an app through the API). */
function ListPage(args: DataTableProps<PublishRecord>) {
  const [sort, setSort] = useState<DataTableSort | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const sorted = sortRows(records, sort);
  return (
    <DataTable
      {...args}
      rows={sorted.slice((page - 1) * pageSize, page * pageSize)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
      pagination={{
        page,
        pageSize,
        total: records.length,
        onPageChange: (next) => {
          setPage(next);
          onPageChange(next);
        },
        onPageSizeChange: (next) => {
          setPageSize(next);
          setPage(1);
          onPageSizeChange(next);
        },
      }}
    />
  );
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
const firstCell = (table: HTMLElement, column: number) => within(bodyRows(table)[0]!).getAllByRole("cell")[column];

export const Default: Story = {
  render: ListPage,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "发布记录" });
    const viewsHeader = canvas.getByRole("columnheader", { name: "播放量" });
    const viewsButton = within(viewsHeader).getByRole("button", { name: "播放量" });

    await step("the first page of ten, and the total", async () => {
      await expect(bodyRows(table)).toHaveLength(10);
      await expect(canvas.getByText("共 23 条")).toBeVisible();
      await expect(firstCell(table, 0)).toHaveTextContent("春季新品开箱 #1");
      // Only sortable columns are buttons, and nothing is sorted yet.
      await expect(within(canvas.getByRole("columnheader", { name: "视频标题" })).queryByRole("button")).toBeNull();
      await expect(viewsHeader).not.toHaveAttribute("aria-sort");
    });
    await step("clicking a sortable header sorts ascending, then descending, then not at all", async () => {
      await userEvent.click(viewsButton);
      await expect(onSortChange).toHaveBeenLastCalledWith({ key: "views", direction: "asc" });
      await expect(viewsHeader).toHaveAttribute("aria-sort", "ascending");
      await expect(firstCell(table, 3)).toHaveTextContent(formatViews(Math.min(...records.map((row) => row.views))));
      await userEvent.click(viewsButton);
      await expect(viewsHeader).toHaveAttribute("aria-sort", "descending");
      await expect(firstCell(table, 3)).toHaveTextContent(formatViews(Math.max(...records.map((row) => row.views))));
      await userEvent.click(viewsButton);
      await expect(onSortChange).toHaveBeenLastCalledWith(undefined);
      await expect(viewsHeader).not.toHaveAttribute("aria-sort");
    });
    await step("Enter on a focused header sorts it; only one column is sorted at a time", async () => {
      const dateButton = canvas.getByRole("button", { name: "发布时间" });
      dateButton.focus();
      await userEvent.keyboard("{Enter}");
      await userEvent.keyboard("{Enter}");
      await expect(canvas.getByRole("columnheader", { name: "发布时间" })).toHaveAttribute("aria-sort", "descending");
      await expect(firstCell(table, 2)).toHaveTextContent("2024-06-23");
      await userEvent.click(viewsButton);
      await expect(canvas.getByRole("columnheader", { name: "发布时间" })).not.toHaveAttribute("aria-sort");
      await userEvent.click(viewsButton);
      await userEvent.click(viewsButton);
    });
    await step("the page buttons move through the pages", async () => {
      const pages = within(canvas.getByRole("navigation", { name: "分页" }));
      await expect(pages.getByRole("button", { name: "第 1 页" })).toHaveAttribute("aria-current", "page");
      await expect(pages.getByRole("button", { name: "上一页" })).toBeDisabled();
      await userEvent.click(pages.getByRole("button", { name: "下一页" }));
      await expect(onPageChange).toHaveBeenLastCalledWith(2);
      await expect(firstCell(table, 0)).toHaveTextContent("#11");
      await userEvent.click(pages.getByRole("button", { name: "第 3 页" }));
      await expect(bodyRows(table)).toHaveLength(3);
      await expect(pages.getByRole("button", { name: "第 3 页" })).toHaveAttribute("aria-current", "page");
      await expect(pages.getByRole("button", { name: "下一页" })).toBeDisabled();
    });
    await step("the page-size select changes how many rows a page has", async () => {
      const select = canvas.getByRole("combobox", { name: "每页条数" });
      await expect(select).toHaveDisplayValue("10 条/页");
      await userEvent.selectOptions(select, "20 条/页");
      await expect(onPageSizeChange).toHaveBeenLastCalledWith(20);
      await expect(bodyRows(table)).toHaveLength(20);
      await expect(firstCell(table, 0)).toHaveTextContent("#1");
    });
  },
};

export const Loading: Story = {
  args: { loading: true, pagination: { page: 1, pageSize: 5, total: 0, onPageChange, onPageSizeChange } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "发布记录" });
    await expect(table).toHaveAttribute("aria-busy", "true");
    // Five placeholder rows, no data and no empty message.
    await expect(bodyRows(table)).toHaveLength(5);
    await expect(within(table).queryByText("春季新品开箱 #1")).toBeNull();
    await expect(within(table).queryByText("暂无数据")).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], pagination: { page: 1, pageSize: 10, total: 0, onPageChange, onPageSizeChange } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "发布记录" });
    await expect(within(table).getByRole("cell", { name: "暂无数据" })).toBeVisible();
    await expect(table).not.toHaveAttribute("aria-busy");
    await expect(canvas.getByText("共 0 条")).toBeVisible();
  },
};

export const CustomEmptyText: Story = {
  args: { rows: [], emptyText: <Text>还没有发布记录，去发布第一个视频吧</Text> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("还没有发布记录，去发布第一个视频吧")).toBeVisible();
    await expect(within(canvasElement).queryByText("暂无数据")).toBeNull();
  },
};

type ImportError = { index: number; fieldName: string; originValue: string; customMessage: string };
const importErrors: ImportError[] = Array.from({ length: 12 }, (_, i) => ({
  index: i * 3 + 2,
  fieldName: i % 2 ? "手机号" : "邮箱",
  originValue: i % 2 ? "1380013800" : "user#example.com",
  customMessage: i % 2 ? "请输入正确的手机号" : "请输入正确的邮箱地址",
}));

/** The import dialog's error table: pages of 5, 10, 15 or 20, 5 by default; the reason in red. */
export const ImportErrors: StoryObj<Meta<typeof DataTable<ImportError>>> = {
  render: function ImportErrorTable() {
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(5);
    return (
      <DataTable<ImportError>
        label="导入错误"
        size="sm"
        variant="outline"
        columns={[
          { key: "index", header: "错误行", width: "6rem" },
          { key: "fieldName", header: "错误字段" },
          { key: "originValue", header: "错误内容" },
          { key: "customMessage", header: "错误原因", render: (row) => <Text color="fg.error">{row.customMessage}</Text> },
        ]}
        rows={importErrors.slice((page - 1) * pageSize, page * pageSize)}
        rowKey={(row) => row.index}
        pagination={{
          page,
          pageSize,
          total: importErrors.length,
          pageSizeOptions: [5, 10, 15, 20],
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "导入错误" });
    await expect(bodyRows(table)).toHaveLength(5);
    const select = canvas.getByRole("combobox", { name: "每页条数" });
    await expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "5 条/页",
      "10 条/页",
      "15 条/页",
      "20 条/页",
    ]);
    await userEvent.selectOptions(select, "15 条/页");
    await expect(bodyRows(table)).toHaveLength(12);
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { label: "Publish records", rows: [], pagination: { page: 1, pageSize: 10, total: 1, onPageChange, onPageSizeChange } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("cell", { name: "No data yet" })).toBeVisible();
    await expect(canvas.getByText("1 item in total")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Rows per page" })).toHaveDisplayValue("10 / page");
    const pages = within(canvas.getByRole("navigation", { name: "Pagination" }));
    await expect(pages.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await expect(pages.getByRole("button", { name: "Next page" })).toBeDisabled();
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  },
};

export const EnglishPlural: Story = {
  globals: { locale: "en" },
  args: { pagination: { page: 1, pageSize: 10, total: 23, onPageChange, onPageSizeChange } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("23 items in total")).toBeVisible();
  },
};
