import { Badge, Card, Heading, HStack, IconButton, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Calendar, ExternalLink, MapPin, Pencil, Star, Trash2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ImageWithFallback } from '@/components/upload/ImageWithFallback';
import { safeHttpUrl, safeImageUrl } from '@/lib/urls';
import type { CompanyEvent } from '../types';
import { eventConferenceName, eventLocation, eventWhen } from '../utils/display';
import { roleLabel, rolePalette } from '../utils/roles';

interface Props {
  event: CompanyEvent;
  canEdit: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function TrackRecordCard({ event, canEdit, deleting, onEdit, onDelete }: Props) {
  const name = eventConferenceName(event);
  const when = eventWhen(event);
  const location = eventLocation(event);
  const photos = (event.photoUrls ?? []).flatMap((url) => safeImageUrl(url) ?? []);
  const caseStudy = safeHttpUrl(event.caseStudyUrl);
  return (
    <Card.Root as="article" variant="outline" rounded="card" aria-label={name}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" size="md" minW="0" wordBreak="break-word">
            {!event.customConferenceName && event.conference ? (
              <Link asChild color="brand.fg">
                <RouterLink to={`/conference/${event.conference.slug}`}>{name}</RouterLink>
              </Link>
            ) : (
              name
            )}
          </Heading>
          {canEdit && (
            <HStack gap="1" flexShrink={0}>
              <IconButton size="sm" variant="ghost" aria-label={`Edit event ${name}`} onClick={onEdit}>
                <Pencil />
              </IconButton>
              <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete event ${name}`} onClick={onDelete} loading={deleting}>
                <Trash2 />
              </IconButton>
            </HStack>
          )}
        </HStack>
        <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
          <Badge colorPalette={rolePalette(event.role)} variant="subtle">
            {roleLabel(event.role)}
          </Badge>
          {when && (
            <HStack gap="1">
              <Calendar size={14} aria-hidden />
              <span>{when}</span>
            </HStack>
          )}
          {location && (
            <HStack gap="1">
              <MapPin size={14} aria-hidden />
              <span>{location}</span>
            </HStack>
          )}
          {event.rating != null && (
            <HStack gap="1">
              <Star size={14} fill="currentColor" aria-hidden />
              <span aria-hidden>{event.rating}/5</span>
              <VisuallyHidden>Rating {event.rating} out of 5</VisuallyHidden>
            </HStack>
          )}
        </HStack>
        {event.outcomes && <LabelledText label="Outcomes" text={event.outcomes} />}
        {event.notes && <LabelledText label="Notes" text={event.notes} color="fg.muted" />}
        {photos.length > 0 && (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 3, sm: 4 }} gap="2" aria-label={`Photos of ${name}`}>
            {photos.map((url, i) => (
              <li key={`${url}-${i}`}>
                <Link href={url} target="_blank" rel="noopener noreferrer" display="block" rounded="md" overflow="hidden" aria-label={`Photo ${i + 1} of ${name} (opens in a new tab)`}>
                  <ImageWithFallback src={url} alt={`Photo ${i + 1} of ${name}`} w="full" aspectRatio="1" objectFit="cover" />
                </Link>
              </li>
            ))}
          </SimpleGrid>
        )}
        {caseStudy && (
          <Link href={caseStudy} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm" fontWeight="medium">
            Read case study
            <ExternalLink size={14} aria-hidden />
          </Link>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A titled block of the company's own text, line breaks kept (rendered as text). */
function LabelledText({ label, text, color }: { label: string; text: string; color?: string }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" fontWeight="semibold">
        {label}
      </Text>
      <Text fontSize="sm" whiteSpace="pre-line" color={color}>
        {text}
      </Text>
    </Stack>
  );
}
