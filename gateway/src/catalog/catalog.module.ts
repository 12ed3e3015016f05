import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { SubmitPreviewController } from './submit-preview.controller';
import { voteHashSecretProvider } from './vote-hash-secret';
import { VoteSender } from './vote-sender';

@Module({ controllers: [CatalogController, SubmitPreviewController], providers: [voteHashSecretProvider, VoteSender] })
export class CatalogModule {}
