import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateUploadRequest,
  GetObjectRequest,
  MEDIA_PATTERNS,
  ObjectLocation,
  UploadParameters,
  VerifiedObject,
  VerifyObjectRequest,
} from '@confdir/contracts';
import { UploadsService } from './uploads.service';

@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @MessagePattern(MEDIA_PATTERNS.createUpload)
  createUpload(@Payload() request: CreateUploadRequest): Promise<UploadParameters> {
    return this.uploads.createUpload(request);
  }

  @MessagePattern(MEDIA_PATTERNS.verify)
  verify(@Payload() request: VerifyObjectRequest): Promise<VerifiedObject> {
    return this.uploads.verify(request);
  }

  @MessagePattern(MEDIA_PATTERNS.getObject)
  getObject(@Payload() { key }: GetObjectRequest): Promise<ObjectLocation> {
    return this.uploads.getObject(key);
  }
}
