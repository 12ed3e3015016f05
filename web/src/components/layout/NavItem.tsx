import { Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';

/** A link of the main navigation, in the bar and in the phone menu; the current page's is marked. */
export function NavItem({ label, to, anchor, onClick }: { label: string; to: string; anchor?: boolean; onClick?: () => void }) {
  if (anchor) {
    return (
      <Link href={to} onClick={onClick} fontSize="sm" fontWeight="medium" color="fg.muted" _hover={{ color: 'fg' }} px="2" py="1.5">
        {label}
      </Link>
    );
  }
  return (
    <Link asChild fontSize="sm" fontWeight="medium" color="fg.muted" _hover={{ color: 'fg' }} px="2" py="1.5" rounded="md" css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}>
      <NavLink to={to} end onClick={onClick}>
        {label}
      </NavLink>
    </Link>
  );
}
