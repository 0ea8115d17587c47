// The testimonial detail dialog (SPEC §2, §3): one customer's testimonial with the SPEC fields — ID, VIN, dealer,
// address, zip, city, state (by its name), registration and purchase dates, name, email and phone — plus the rating
// and words the customer gave. Opened with a loaded record, or with a VIN to load the latest testimonial of it.
import { Alert, Divider, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { LayeredModal } from '../../ui/LayeredModal';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../api/callOperation';
import { formatDate } from '../../format/formatDate';
import { stateProvinceName } from '../../format/stateProvince';
import { LoadingState } from '../../renderers/shared/ScreenStates';

export interface Testimonial {
  ID: number;
  VIN: string;
  Dealername: string;
  Address: string;
  Zip: string;
  City: string;
  State: string;
  RegistrationDate: string;
  Purchasedate: string;
  FirstName: string;
  LastName: string;
  email: string | null;
  Phone: string | null;
  Rating?: number;
  Comment?: string;
}

export interface TestimonialDetailDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The record to show; when absent, `vin` is looked up (GET /Testimonials/Detail/{vinId}). */
  testimonial?: Testimonial | null;
  vin?: string | null;
}

/** Label and display value of each SPEC §3 field, in reading order. */
export function testimonialFields(t: Testimonial): [label: string, value: string][] {
  return [
    ['ID', String(t.ID)],
    ['VIN', t.VIN],
    ['Dealer', t.Dealername],
    ['First Name', t.FirstName],
    ['Last Name', t.LastName],
    ['Email', t.email ?? ''],
    ['Phone', t.Phone ?? ''],
    ['Address', t.Address],
    ['City', t.City],
    ['State', stateProvinceName(t.State)],
    ['Zip', t.Zip],
    ['Registration Date', formatDate(t.RegistrationDate)],
    ['Purchase Date', formatDate(t.Purchasedate)],
  ];
}

export function TestimonialDetailDialog({ opened, onClose, testimonial, vin }: TestimonialDetailDialogProps) {
  const lookup = useQuery({
    queryKey: ['testimonial-by-vin', vin],
    queryFn: () => callOperation('getTestimonialByVin', { vinId: vin ?? '' }),
    enabled: opened && !testimonial && Boolean(vin),
    retry: false,
  });
  const record = testimonial ?? lookup.data ?? null;
  return (
    <LayeredModal opened={opened} onClose={onClose} title="Testimonial" size="lg">
      {record ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
            {testimonialFields(record).map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {label}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-field={label}>
                  {value || '—'}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          {(record.Rating !== undefined || record.Comment) && <Divider />}
          {record.Rating !== undefined && (
            <Rating value={record.Rating} readOnly aria-label={`${record.Rating} of 5 stars`} />
          )}
          {record.Comment && (
            <Text size="sm" fs="italic">
              “{record.Comment}”
            </Text>
          )}
        </Stack>
      ) : lookup.error ? (
        <Alert color="red" variant="light" role="alert">
          {(lookup.error as Error).message || 'Action failed'}
        </Alert>
      ) : (
        <LoadingState />
      )}
    </LayeredModal>
  );
}
