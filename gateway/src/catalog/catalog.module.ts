import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { SubmitPreviewController } from './submit-preview.controller';
import { voteHashSecretProvider } from './vote-hash-secret';

@Module({ controllers: [CatalogController, SubmitPreviewController], providers: [voteHashSecretProvider] })
export class CatalogModule {}
