import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Moves to `to` in place of this history entry (the server answers such a URL with a redirect already). Not
 * React Router's <Navigate>: this app's pages never used it, and its code would join every page's first load.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
