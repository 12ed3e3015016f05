import { Module } from '@nestjs/common';
import { PlacesController } from './places.controller';

/** Landing data by place and topic, the map and the calendar (issue 35). */
@Module({ controllers: [PlacesController] })
export class PlacesModule {}
