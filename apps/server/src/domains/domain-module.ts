import type { FastifyPluginAsync } from "fastify";
import type { JobDefinition, RegisteredJob } from "../queue/job-definition.ts";

/**
 * What a domain hands to the runtime (`<domain>.module.ts`): its routes on each surface, its jobs
 * with their handlers, and `api`, the narrow set of calls other domains may make. Nothing else of
 * a domain is imported by another domain's wiring.
 */
export type DomainModule<TApi = Record<string, never>> = {
  name: string;
  /** Routes under the CRM API (`/api/v1`). */
  crmRoutes?: FastifyPluginAsync;
  /** Routes under the admin API (`/admin/api/v1`). */
  adminRoutes?: FastifyPluginAsync;
  /** Pages outside the two APIs (the upload host, the development outbox, the sandbox). */
  pageRoutes?: FastifyPluginAsync;
  /** The jobs this domain defines (any process may send them) and their handlers (a worker runs them). */
  jobs?: { definitions: JobDefinition<unknown>[]; handlers: RegisteredJob[] };
  api: TApi;
};
