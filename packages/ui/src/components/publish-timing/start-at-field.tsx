import { Box, Field, HStack, Input, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { DateField } from "../date-field";

/** A typed 24-hour time (`9:05`, `09:05` or `0905`) as `HH:mm`, or null when it is not a time. */
export function normalizeTime(text: string): string | null {
  const match = /^(\d{1,2}):?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

type StartAtFieldProps = {
  /** The wall time `yyyy-MM-ddTHH:mm`, or "" while the day or the time is missing or wrong. */
  value: string;
  onChange: (value: string) => void;
  /** The first day that can be chosen (`yyyy-MM-dd`, today in the zone). */
  minDay: string;
  /** What is wrong with the start as a whole (missing, in the past). */
  error?: string;
  /** Under the fields: the time zone the start is in. */
  helperText: string;
};

/**
 * The scheduled start as a day (the calendar in the interface's language) and a 24-hour time: a
 * native `datetime-local` input shows the browser's formats (mm/dd/yyyy and AM/PM in an English
 * browser, also in the Chinese interface).
 */
export function StartAtField({ value, onChange, minDay, error, helperText }: StartAtFieldProps) {
  const { t } = useLingui();
  const idBase = useId();
  const [day, setDay] = useState(value.slice(0, 10));
  const [time, setTime] = useState(value.slice(11, 16));
  // A half-typed time is not an error until the operator leaves the field.
  const [timeLeft, setTimeLeft] = useState(false);
  const normalized = normalizeTime(time);
  const compose = (nextDay: string, nextTime: string | null) => (nextDay && nextTime ? `${nextDay}T${nextTime}` : "");
  // A value set from outside (a reset, a loaded draft) replaces what was typed; what typing sent is `value` already.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== compose(day, normalized)) {
      setDay(value.slice(0, 10));
      setTime(value.slice(11, 16));
    }
  }

  const update = (nextDay: string, nextTime: string) => {
    setDay(nextDay);
    setTime(nextTime);
    onChange(compose(nextDay, normalizeTime(nextTime)));
  };
  const timeError = timeLeft && time.trim() !== "" && normalized == null ? t`请输入 24 小时制时间，如 09:30` : undefined;
  const shown = timeError ?? error;

  return (
    <Box role="group" aria-labelledby={`${idBase}-label`} aria-describedby={`${idBase}-helper`} display="flex" flexDirection="column" gap="1" marginTop="2">
      <Text id={`${idBase}-label`} textStyle="xs" color="fg.muted" fontWeight="medium">
        {t`发布日期和时间`}
      </Text>
      <HStack gap="2" align="start">
        <DateField aria-label={t`发布日期`} size="sm" width="11rem" value={day} min={minDay} invalid={shown != null && !timeError} onChange={(nextDay) => update(nextDay, time)} />
        <Field.Root invalid={shown != null && (timeError != null || day !== "")} width="6.5rem">
          <Input
            size="sm"
            aria-label={t`发布时间`}
            placeholder={t`时:分`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            value={time}
            onChange={(event) => {
              setTimeLeft(false);
              update(day, event.currentTarget.value);
            }}
            onBlur={() => {
              setTimeLeft(true);
              if (normalized && normalized !== time) setTime(normalized);
            }}
          />
        </Field.Root>
      </HStack>
      <Text id={`${idBase}-helper`} textStyle="xs" color="fg.muted">
        {helperText}
      </Text>
      {shown != null && (
        <Text textStyle="xs" color="fg.error" aria-live="polite">
          {shown}
        </Text>
      )}
    </Box>
  );
}
