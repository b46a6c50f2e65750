import type { FastifyInstance } from "fastify";
import type { Shop } from "../../shop";
import { guardBackOffice } from "./admin-access";
import { auditRoutes } from "./audit-routes";
import { catalogueImportRoutes } from "./catalogue-import-routes";
import { categoryRoutes } from "./category-routes";
import { customerRoutes } from "./customer-routes";
import { dashboardRoutes } from "./dashboard-routes";
import { exportRoutes } from "./export-routes";
import { invoiceRoutes } from "./invoice-routes";
import { orderActionRoutes } from "./order-action-routes";
import { orderRoutes } from "./order-routes";
import { pictureRoutes } from "./picture-routes";
import { productRoutes } from "./product-routes";
import { refundRoutes } from "./refund-routes";
import { returnRoutes } from "./return-routes";
import { reviewRoutes } from "./review-routes";
import { sessionRoutes } from "./session-routes";
import { staffRoutes } from "./staff-routes";
import { stockRoutes } from "./stock-routes";
import { totpRoutes } from "./totp-routes";

/** `/api/admin/*`: the shop owner's back office, every route behind one gate (admin-access.ts). */
export async function adminRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  await app.register(async (scope) => {
    guardBackOffice(scope, shop);
    sessionRoutes(scope, shop);
    totpRoutes(scope, shop);
    auditRoutes(scope, shop);
    orderRoutes(scope, shop);
    orderActionRoutes(scope, shop);
    refundRoutes(scope, shop);
    exportRoutes(scope, shop);
    dashboardRoutes(scope, shop);
    invoiceRoutes(scope, shop);
    returnRoutes(scope, shop);
    productRoutes(scope, shop);
    stockRoutes(scope, shop);
    pictureRoutes(scope, shop);
    categoryRoutes(scope, shop);
    catalogueImportRoutes(scope, shop);
    reviewRoutes(scope, shop);
    customerRoutes(scope, shop);
    staffRoutes(scope, shop);
  });
}
