/** Bulk scheduling from Excel (批量排期导入): the template, the import and its error table. */
export {};
