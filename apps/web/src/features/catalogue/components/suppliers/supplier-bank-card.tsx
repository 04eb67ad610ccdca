import { Badge, Card, DataList, Group, Text } from '@mantine/core';
import type { SupplierBankDetailsView } from '@ua/contracts';
import { IconBuildingBank } from '@tabler/icons-react';

/** Bank details as the server sends them: the account number masked unless the viewer holds payments.view. */
export function SupplierBankCard({ details }: { details: SupplierBankDetailsView | null }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="sm">
        <Group gap={6}>
          <IconBuildingBank size={16} color="var(--mantine-color-dimmed)" />
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            Bank details
          </Text>
        </Group>
        {details?.masked && (
          <Badge variant="light" color="gray" radius="sm" tt="none" title="The whole number is shown to holders of payments.view">
            Masked
          </Badge>
        )}
      </Group>
      {details === null ? (
        <Text size="sm" c="dimmed">
          None on file.
        </Text>
      ) : (
        <>
          <DataList size="sm" labelWidth={120}>
            <DataList.Item>
              <DataList.ItemLabel>Account name</DataList.ItemLabel>
              <DataList.ItemValue>{details.account_name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Account number</DataList.ItemLabel>
              <DataList.ItemValue>
                <Text size="sm" ff="monospace" aria-label={details.masked ? `Account number ending ${details.account_number.slice(-4)}` : undefined}>
                  {details.account_number}
                </Text>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>IFSC</DataList.ItemLabel>
              <DataList.ItemValue>
                <Text size="sm" ff="monospace">
                  {details.ifsc ?? '—'}
                </Text>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Bank</DataList.ItemLabel>
              <DataList.ItemValue>{details.bank_name}</DataList.ItemValue>
            </DataList.Item>
          </DataList>
          {details.masked && (
            <Text size="xs" c="dimmed" mt="sm">
              Only the last four digits are shown: the whole number is for holders of payments.view.
            </Text>
          )}
        </>
      )}
    </Card>
  );
}
