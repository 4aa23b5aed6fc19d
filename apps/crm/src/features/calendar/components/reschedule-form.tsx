import type { CalendarEvent } from "@cdp/contracts";
import { DateField } from "@cdp/ui/date-field";
import { fromWallTime, toWallTime } from "@cdp/ui/publish-timing";
import { Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";

const TIME = /^(\d{1,2}):?(\d{2})$/;

type RescheduleFormProps = { event: CalendarEvent; timeZone: string; helperText: string; onSubmit: (at: string) => void };

/** 更改时间 without a mouse: a day and a 24-hour time in the operator's zone; the server re-checks it. */
export function RescheduleForm({ event, timeZone, helperText, onSubmit }: RescheduleFormProps) {
  const { t } = useLingui();
  const wall = toWallTime(new Date(event.scheduledAt), timeZone);
  const [day, setDay] = useState(wall.slice(0, 10));
  const [time, setTime] = useState(wall.slice(11, 16));
  const [error, setError] = useState<string | null>(null);
  const today = toWallTime(new Date(), timeZone).slice(0, 10);

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const match = TIME.exec(time.trim());
    const hours = Number(match?.[1]);
    const minutes = Number(match?.[2]);
    if (!match || hours > 23 || minutes > 59) return setError(t`请输入 24 小时制时间，如 09:30`);
    const at = day ? fromWallTime(`${day}T${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`, timeZone) : null;
    if (!at) return setError(t`请选择日期`);
    if (at.getTime() <= Date.now()) return setError(t`请选择一个将来的时间`);
    if (at.toISOString() === new Date(event.scheduledAt).toISOString()) return setError(t`时间没有变化`);
    setError(null);
    onSubmit(at.toISOString());
  };

  return (
    <Stack as="form" gap="2" onSubmit={submit} aria-label={t`更改时间`}>
      <HStack gap="2" align="start" wrap="wrap">
        <DateField aria-label={t`新的发布日期`} size="sm" width="11rem" value={day} min={today} onChange={setDay} />
        <Field.Root width="6.5rem" invalid={error !== null}>
          <Input size="sm" aria-label={t`新的发布时间`} placeholder={t`时:分`} inputMode="numeric" autoComplete="off" maxLength={5} value={time} onChange={(input) => setTime(input.currentTarget.value)} />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand">
          <Trans>保存新时间</Trans>
        </Button>
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {helperText}
      </Text>
      {error && (
        <Text textStyle="xs" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
