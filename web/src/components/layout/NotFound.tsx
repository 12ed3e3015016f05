import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The app's 404 page: the unknown path's, and that of a page whose subject does not exist (the server answers 404). */
export function NotFound() {
  return (
    <Stack gap="4" align="center" textAlign="center" py="16">
      <Heading as="h1" size="3xl">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Back to Top Conferences</RouterLink>
      </Button>
    </Stack>
  );
}
