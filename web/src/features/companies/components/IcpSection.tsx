import { Badge, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Company } from '../types';
import { splitList } from '../utils/display';
import { SectionCard } from '@/components/layout/SectionCard';

const LISTS = [
  ['Industries', 'targetIndustries'],
  ['Titles', 'targetTitles'],
  ['Company Sizes', 'targetCompanySizes'],
  ['Regions', 'targetRegions'],
] as const;

/** 'Who we want to meet': the ICP summary, target lists as badges, and notes. */
export function IcpSection({ company }: { company: Company }) {
  const lists = LISTS.map(([label, key]) => [label, splitList(company[key])] as const).filter(([, items]) => items.length);
  const empty = !company.icpSummary && !lists.length && !company.targetNotes;
  return (
    <SectionCard id="icp" title="Who we want to meet">
      {empty && <Text color="fg.muted">No ideal customer profile yet.</Text>}
      {company.icpSummary && <Text whiteSpace="pre-line">{company.icpSummary}</Text>}
      {lists.map(([label, items]) => (
        <Stack key={label} gap="1.5">
          <Heading as="h3" size="sm">
            {label}
          </Heading>
          <Wrap gap="2" as="ul" listStyleType="none" aria-label={label}>
            {items.map((item) => (
              <li key={item}>
                <Badge colorPalette="brand" variant="subtle" size="md">
                  {item}
                </Badge>
              </li>
            ))}
          </Wrap>
        </Stack>
      ))}
      {company.targetNotes && (
        <Stack gap="1.5">
          <Heading as="h3" size="sm">
            Additional Notes
          </Heading>
          <Text whiteSpace="pre-line" color="fg.muted">
            {company.targetNotes}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
