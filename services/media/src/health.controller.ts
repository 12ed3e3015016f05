import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { healthSubject, ServiceHealth } from '@confdir/contracts';
import { databaseState } from '@confdir/service-kit';
import { StorageService } from './storage/storage.service';

@Controller()
export class MediaHealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  @MessagePattern(healthSubject('media'))
  async health(): Promise<ServiceHealth> {
    const [database, storage] = await Promise.all([databaseState(this.dataSource), this.storage.state()]);
    return { service: 'media', database, storage };
  }
}
