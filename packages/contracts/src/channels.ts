import { z } from "zod";
import { pageQueryShape, recordIdSchema, sortQueryShape } from "./primitives.ts";

/** Admin management of sign-up channels: a name and the CRM login page's background picture. */
export const CHANNEL_NAME_MAX_LENGTH = 30;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const channelInputSchema = z.object({
  name: z
    .string({ error: "validation.channel.name.required" })
    .trim()
    .min(1, { error: "validation.channel.name.required", abort: true })
    .max(CHANNEL_NAME_MAX_LENGTH, { error: "validation.channel.name.tooLong" }),
  /** The direct upload's `host + '/' + key` (an http(s) URL), or null for the default background. */
  loginPicture: z
    .string({ error: "validation.channel.picture.invalid" })
    .trim()
    .max(2048, { error: "validation.channel.picture.invalid" })
    .refine(isHttpUrl, { error: "validation.channel.picture.invalid" })
    .nullable()
    .default(null),
});
export const channelUpdateSchema = channelInputSchema.extend({ id: recordIdSchema });
export const channelPageRequestSchema = z.object({ ...pageQueryShape, ...sortQueryShape(["createdAt", "name", "operators"]) });
export type ChannelPageRequest = z.input<typeof channelPageRequestSchema>;
export type ChannelPageQuery = z.output<typeof channelPageRequestSchema>;
export const channelAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  loginPicture: z.string().nullable(),
  operators: z.number().int(),
  createdAt: z.string(),
});
export type ChannelAdmin = z.infer<typeof channelAdminSchema>;
export const channelPageSchema = z.object({ list: z.array(channelAdminSchema), total: z.number().int() });
