import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { ConferencePages } from './conference-pages';
import { SubmitPreviewController } from './submit-preview.controller';
import { voteHashSecretProvider } from './vote-hash-secret';
import { VoteSender } from './vote-sender';

@Module({ controllers: [CatalogController, SubmitPreviewController], providers: [voteHashSecretProvider, VoteSender, ConferencePages], exports: [ConferencePages] })
export class CatalogModule {}
