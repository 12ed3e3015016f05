import { defineStyles, useStyles } from '@/components/ui/static-styles';
import worldUrl from '@/generated/world-equirectangular.svg?url';
import { placeOnWorldPicture } from '@/lib/world-picture';

interface Props {
  latitude: number;
  longitude: number;
  /** "Berlin, Germany": the picture's text alternative names it. */
  place: string;
}

const styles = defineStyles({
  frame: { position: 'relative', w: 'full', maxW: 'xs', aspectRatio: '2 / 1', bg: 'blue.subtle', rounded: 'l2', borderWidth: '1px', overflow: 'hidden' },
  picture: { w: 'full', h: 'full', objectFit: 'cover' },
  marker: { position: 'absolute', boxSize: '2.5', transform: 'translate(-50%, -50%)', rounded: 'full', bg: 'red.solid', borderWidth: '2px', borderColor: 'white' },
});

/**
 * The conference's city on a small world map (issue 35): a static picture of the world built with the app (no map
 * script on this page) with a marker at the city's place on it.
 */
export function PlaceMap({ latitude, longitude, place }: Props) {
  const s = useStyles(styles);
  return (
    <div className={s.frame}>
      <img className={s.picture} src={worldUrl} alt={`${place} marked on a world map`} loading="lazy" decoding="async" />
      <div className={s.marker} aria-hidden style={placeOnWorldPicture(latitude, longitude)} data-testid="place-marker" />
    </div>
  );
}
