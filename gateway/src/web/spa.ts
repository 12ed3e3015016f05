import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built web app: hashed assets cached for a year, everything else that is not
 * under /api falls back to index.html so client routes survive a reload.
 */
export function serveWebApp(app: Express, webDist: string): void {
  const index = join(webDist, 'index.html');
  app.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
