import { operatorCreateSchema, operatorUpdateSchema, type Envelope, type OperatorCreate, type OperatorRow, type OperatorUpdate } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { OPERATORS_KEY } from "./operators.ts";

export const createOperatorInputSchema = operatorCreateSchema;
export const updateOperatorInputSchema = operatorUpdateSchema;

/** POST userInfo/add: without a password the operator gets an invitation email to choose one. */
export function createOperator(input: OperatorCreate): Promise<Envelope<OperatorRow>> {
  return adminApi.requestEnvelope({ method: "POST", url: "/admin/api/v1/userInfo/add", data: createOperatorInputSchema.parse(input) });
}

/** POST userInfo/update: nickname, mobile and company. */
export function updateOperator(input: OperatorUpdate): Promise<Envelope<OperatorRow>> {
  return adminApi.requestEnvelope({ method: "POST", url: "/admin/api/v1/userInfo/update", data: updateOperatorInputSchema.parse(input) });
}

export function useSaveOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { create: OperatorCreate } | { update: OperatorUpdate }) => ("create" in input ? createOperator(input.create) : updateOperator(input.update)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}
