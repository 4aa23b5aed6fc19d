import { useRouteName } from "@cdp/app-kit";
import { PageHeader } from "@cdp/ui/page-header";
import { Heading, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { IssueCodesForm } from "./issue-codes-form.tsx";
import { UpgradeRequestsTable } from "./upgrade-requests-table.tsx";

/** 套餐管理: issuing 兑换码 and deciding the operators' upgrade requests. */
export function PlansPage() {
  const routeName = useRouteName();
  return (
    <Stack gap="6">
      <PageHeader routeName={routeName} />
      <Stack as="section" gap="3" aria-labelledby="plans-redeem-codes">
        <Heading as="h2" size="md" id="plans-redeem-codes">
          <Trans>兑换码</Trans>
        </Heading>
        <IssueCodesForm />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="plans-upgrade-requests">
        <Heading as="h2" size="md" id="plans-upgrade-requests">
          <Trans>升级申请</Trans>
        </Heading>
        <UpgradeRequestsTable />
      </Stack>
    </Stack>
  );
}
