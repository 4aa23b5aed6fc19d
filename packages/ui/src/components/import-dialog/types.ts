/** One invalid cell reported by the server. */
export type ImportErrorRow = {
  /** The row number in the sheet. */
  index: number;
  fieldName: string;
  originValue: string;
  customMessage: string;
};

/** What the injected import function resolves to: the spec's import result. */
export type ImportResult = {
  code: number;
  message: string;
  data?: {
    hasError: boolean;
    /** How many rows are wrong. */
    errorSize: number;
    errorMessages: ImportErrorRow[];
  };
};
