import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { UploadVerifier } from './upload-verifier';

@Module({ controllers: [MediaController], providers: [UploadVerifier], exports: [UploadVerifier] })
export class MediaModule {}
