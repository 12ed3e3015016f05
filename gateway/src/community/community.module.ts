import { Module } from '@nestjs/common';
import { CommunityController } from './community.controller';
import { PublishedConference } from './published-conference';

@Module({ controllers: [CommunityController], providers: [PublishedConference] })
export class CommunityModule {}
