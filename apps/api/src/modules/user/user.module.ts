import { Module } from '@nestjs/common';
import { StoreModule } from '../store/store.module';
import { UserController } from './user.controller';
import { UserService } from './user.service';

/** Sellers' accounts. */
@Module({
  imports: [StoreModule],
  controllers: [UserController],
  providers: [UserService],
  exports: [UserService],
})
export class UserModule {}
