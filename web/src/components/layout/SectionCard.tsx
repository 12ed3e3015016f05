import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  /** Names the heading (`{id}-heading`) the section is labelled by. */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled section of a page in an outlined card: the one shape of the profile and conference page sections. */
export function SectionCard({ id, title, description, children }: Props) {
  const heading = (
    <Heading as="h2" size="xl" id={`${id}-heading`}>
      {title}
    </Heading>
  );
  return (
    <Card.Root as="section" aria-labelledby={`${id}-heading`} variant="outline" rounded="card">
      <Card.Body gap="4">
        {description ? (
          <Stack gap="1">
            {heading}
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          </Stack>
        ) : (
          heading
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
