import { DatePicker, Input, Portal, parseDate, type DateValue } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { CalendarDays } from "lucide-react";
import { useId, useMemo } from "react";
import { Field, type FieldProps } from "../form-field";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** What can be typed: the picker keeps digits and "/" only (its locales' separator). */
const TYPED_DAY = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$|^(\d{4})(\d{2})(\d{2})$/;

/** A `yyyy-MM-dd` string as a calendar date, or undefined when it is empty or not a real day. */
export function toCalendarDay(value: string | undefined): DateValue | undefined {
  if (!value || !ISO_DAY.test(value)) return undefined;
  try {
    const day = parseDate(value);
    return day.toString() === value ? day : undefined;
  } catch {
    return undefined;
  }
}

export type DateFieldProps = Pick<FieldProps, "label" | "helperText" | "errorText" | "optionalText" | "required" | "invalid" | "disabled"> & {
  /** The day as `yyyy-MM-dd`, or "" for none. */
  value: string;
  /** Called with the chosen or typed day (`yyyy-MM-dd`), or "" when cleared. */
  onChange: (value: string) => void;
  /** The earliest and latest days that can be chosen (`yyyy-MM-dd`). */
  min?: string;
  max?: string;
  /** The input's accessible name when there is no visible label (e.g. in a filter bar). */
  "aria-label"?: string;
  /**
   * Shown while empty.
   * @default the format (年/月/日, yyyy/mm/dd)
   */
  placeholder?: string;
  size?: "sm" | "md";
  width?: string;
};

/** The day as the input shows it: `yyyy/MM/dd` in both languages. */
export const dayText = (day: DateValue) => day.toString().slice(0, 10).replaceAll("-", "/");

/** A typed `yyyy/M/d` (or `yyyyMMdd`) as a calendar date, or undefined when it is not a real day. */
export function parseTypedDay(text: string): DateValue | undefined {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = (match[1] ? match.slice(1, 4) : match.slice(4, 7)) as [string, string, string];
  return toCalendarDay(`${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`);
}

/**
 * A day picker that follows the interface's language, not the browser's: the input reads and
 * takes `yyyy/MM/dd` in both languages, and the calendar's months and weekdays are in the
 * interface's language (weeks start on Monday in Chinese). A native `<input type="date">` shows
 * the browser's own format (mm/dd/yyyy in an English browser, also in the Chinese interface).
 */
export function DateField(props: DateFieldProps) {
  const { label, helperText, errorText, optionalText, required, invalid, disabled, value, onChange, min, max, size = "md", width, placeholder } = props;
  const { t, i18n } = useLingui();
  const inputId = `date-field-${useId()}`;
  const chinese = i18n.locale.startsWith("zh");
  const selected = toCalendarDay(value);
  const translations = useMemo(
    () => ({
      trigger: (open: boolean) => (open ? t`关闭日历` : t`打开日历`),
      prevTrigger: (view: string) => (view === "year" ? t`上一个十年` : view === "month" ? t`上一年` : t`上个月`),
      nextTrigger: (view: string) => (view === "year" ? t`下一个十年` : view === "month" ? t`下一年` : t`下个月`),
      viewTrigger: (view: string) => (view === "day" ? t`选择月份` : t`选择年份`),
      clearTrigger: t`清除日期`,
      content: t`日历`,
    }),
    [t],
  );
  return (
    <Field {...{ label, helperText, errorText, optionalText, required, invalid, disabled }} id={inputId} width={width}>
      <DatePicker.Root
        size={size}
        width="full"
        locale={chinese ? "zh-CN" : "en-US"}
        startOfWeek={chinese ? 1 : 0}
        ids={{ input: () => inputId }}
        value={selected ? [selected] : []}
        onValueChange={(details) => onChange(details.value[0]?.toString() ?? "")}
        min={toCalendarDay(min)}
        max={toCalendarDay(max)}
        format={dayText}
        parse={parseTypedDay}
        placeholder={placeholder ?? t`年/月/日`}
        translations={translations}
        disabled={disabled}
        invalid={invalid ?? Boolean(errorText)}
        positioning={{ placement: "bottom-start" }}
        // The calendar (three tables of days, months and years) renders only while it is open:
        // mounted, it rendered again on every keystroke of the form around it.
        lazyMount
        unmountOnExit
      >
        <DatePicker.Control>
          <DatePicker.Input asChild>
            <Input id={inputId} aria-label={props["aria-label"]} autoComplete="off" />
          </DatePicker.Input>
          <DatePicker.IndicatorGroup>
            {selected && !disabled ? <DatePicker.ClearTrigger /> : null}
            <DatePicker.Trigger>
              <CalendarDays />
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content>
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
    </Field>
  );
}
