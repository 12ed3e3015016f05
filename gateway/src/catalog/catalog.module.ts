import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { voteHashSecretProvider } from './vote-hash-secret';

@Module({ controllers: [CatalogController], providers: [voteHashSecretProvider] })
export class CatalogModule {}
