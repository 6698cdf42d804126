import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CustomersQueryDto } from '@catalogo/contracts';
import type { CustomerDetail, CustomersPage } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { CustomerService } from './customer.service';
import { customersCsv } from './customers-csv';

/**
 * The seller's customers (auth; docs/API.md §8): a customer is a phone (digits, the id) of the
 * store's orders. Another seller's customer answers 404.
 */
@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class CustomerController {
  constructor(private readonly customers: CustomerService) {}

  /**
   * `GET /customers?search=&sort=last|orders|total&page=&pageSize=` → `{items, total, page,
   * pageSize}`; money in reais.
   */
  @Get()
  @ApiOperation({ summary: 'Clientes da loja (pelo telefone dos pedidos)' })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: CustomersQueryDto,
  ): Promise<CustomersPage> {
    return this.customers.list(user.id, query);
  }

  /**
   * `GET /customers/export.csv` → every customer (last order first) as CSV for Excel pt-BR:
   * UTF-8 with BOM, ";" separator, decimal comma (the orders export's conventions).
   */
  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Exporta os clientes (CSV)' })
  async exportCsv(
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const customers = await this.customers.forExport(user.id);
    res.setHeader('Content-Disposition', 'attachment; filename="clientes.csv"');
    return new StreamableFile(Buffer.from(customersCsv(customers), 'utf8'));
  }

  /** `GET /customers/{id}` → the customer and their orders, newest first; 404 unknown. */
  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Um cliente e seus pedidos' })
  @ApiResponse({ status: 404, description: 'Cliente não encontrado' })
  get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<CustomerDetail> {
    return this.customers.get(user.id, id);
  }

  /**
   * `DELETE /customers/{id}` ("Excluir dados do cliente", LGPD) → 204: the customer's orders keep
   * amounts and items and lose name, phone and address. 404 unknown.
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Exclui os dados de um cliente (LGPD)' })
  @ApiResponse({ status: 404, description: 'Cliente não encontrado' })
  forget(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    return this.customers.forget(user.id, id);
  }
}
