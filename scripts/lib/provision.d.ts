export declare const SERVICES: readonly ['catalog', 'community', 'companies', 'media'];
export declare function provision(adminUrl: string, env?: NodeJS.ProcessEnv): Promise<Record<'catalog' | 'community' | 'companies' | 'media', string>>;
export declare function dropTestDatabase(adminUrl: string): Promise<void>;
export declare function serviceDatabaseUrl(databaseUrl: string, service: string, env?: NodeJS.ProcessEnv): string;
export declare function databaseName(databaseUrl: string): string;
export declare function withDatabase(databaseUrl: string, db: string): string;
