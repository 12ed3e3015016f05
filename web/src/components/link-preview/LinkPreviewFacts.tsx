import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { LinkPreview, LinkPreviewConfidence, LinkPreviewField } from '@confdir/contracts/web';
import { MODE_LABELS, STATUS_LABELS } from '@/lib/discovery-labels';
import { countryName } from '@/lib/discovery';

const LABELS: Record<LinkPreviewField, string> = {
  title: 'Title',
  startDate: 'Start date',
  endDate: 'End date',
  location: 'Location',
  venue: 'Venue',
  url: 'Website',
  imageUrl: 'Image',
  description: 'Description',
  cfpUrl: 'Call for papers',
  cfpEndDate: 'CFP closes',
  attendanceMode: 'Attendance',
  eventStatus: 'Status',
  country: 'Country',
  city: 'City',
};

/** The fields a person checks, in this order; the description is shown separately when at all. */
export const PREVIEW_FIELDS: LinkPreviewField[] = ['title', 'startDate', 'endDate', 'location', 'venue', 'url', 'imageUrl', 'cfpUrl', 'cfpEndDate', 'attendanceMode', 'eventStatus', 'country', 'city'];

function shown(field: LinkPreviewField, value: string | null): string {
  if (value === null) return 'Not found on the page';
  if (field === 'attendanceMode') return MODE_LABELS[value as keyof typeof MODE_LABELS] ?? value;
  if (field === 'eventStatus') return STATUS_LABELS[value as keyof typeof STATUS_LABELS] ?? value;
  if (field === 'country') return countryName(value);
  return value;
}

/** How each confidence is shown: a person verifies the orange ones before saving. */
const CONFIDENCE: Record<LinkPreviewConfidence, { label: string; palette: string }> = {
  high: { label: 'High confidence', palette: 'green' },
  check: { label: 'Check this', palette: 'orange' },
};

/**
 * What a pasted page said, field by field: the value (as text, never as a link), where it was read
 * (structured data, meta tags, page text, the page's address, and which page when it was not the
 * pasted one), how sure the reading is ("High confidence" or "Check this") and the reason where there
 * is one.
 */
export function LinkPreviewFacts({ preview, fields = PREVIEW_FIELDS, label }: { preview: LinkPreview; fields?: LinkPreviewField[]; label: string }) {
  return (
    <Stack as="dl" gap="2" aria-label={label}>
      {fields.map((field) => {
        const note = preview.notes[field];
        const value = preview.fields[field];
        const confidence = value !== null && note?.confidence ? CONFIDENCE[note.confidence] : null;
        const elsewhere = value !== null && note?.page && note.page !== preview.page ? note.page : null;
        return (
          <Stack key={field} gap="0.5" data-field={field}>
            <Text as="dt" fontSize="sm" fontWeight="semibold">
              {LABELS[field]}
            </Text>
            <Stack as="dd" gap="0.5" ms="0">
              <Text color={value === null ? 'fg.muted' : 'fg'} wordBreak="break-word">
                {shown(field, value)}
              </Text>
              {(note?.source || confidence || note?.reason) && (
                <HStack gap="2" wrap="wrap" fontSize="xs">
                  {note?.source && <Text color="fg.muted">from {note.source}</Text>}
                  {elsewhere && (
                    <Text color="fg.muted" wordBreak="break-all">
                      on {elsewhere}
                    </Text>
                  )}
                  {confidence && (
                    <Badge colorPalette={confidence.palette} variant="subtle">
                      {confidence.label}
                    </Badge>
                  )}
                  {note?.reason && <Text color="fg.muted">{note.reason}</Text>}
                </HStack>
              )}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
