import type { Operation } from "./answers";
import { adminOperations } from "./operations/admin-operations";
import { adminOrderOperations } from "./operations/admin-order-operations";
import { adminProfileOperations } from "./operations/admin-profile-operations";
import { adminReturnReviewOperations } from "./operations/admin-return-review-operations";
import { backOfficeCatalogueOperations } from "./operations/back-office-catalogue-operations";
import { backOfficeStockStaffOperations } from "./operations/back-office-stock-staff-operations";
import { cartCheckoutOperations } from "./operations/cart-checkout-operations";
import { cartOperations } from "./operations/cart-operations";
import { catalogueImportOperations } from "./operations/catalogue-import-operations";
import { catalogueOperations } from "./operations/catalogue-operations";
import { contentOperations } from "./operations/content-operations";
import { newsletterOperations } from "./operations/newsletter-operations";
import { orderOperations } from "./operations/order-operations";
import { paymentOperations } from "./operations/payment-operations";
import { shopOperations } from "./operations/shop-operations";
import { shopperOperations } from "./operations/shopper-operations";
import { userDataOperations } from "./operations/user-data-operations";
import { userOperations } from "./operations/user-operations";

/**
 * Every route's description, keyed `METHOD /path` as the route is registered. A new route needs
 * its entry in one of these tables: openapi.api.test.ts names each one that has none.
 */
export function describedOperations(): Map<string, Operation> {
  return new Map(
    Object.entries({
      ...shopOperations,
      ...catalogueOperations,
      ...cartOperations,
      ...cartCheckoutOperations,
      ...orderOperations,
      ...paymentOperations,
      ...userOperations,
      ...userDataOperations,
      ...shopperOperations,
      ...newsletterOperations,
      ...contentOperations,
      ...adminOperations,
      ...adminOrderOperations,
      ...adminProfileOperations,
      ...adminReturnReviewOperations,
      ...backOfficeCatalogueOperations,
      ...backOfficeStockStaffOperations,
      ...catalogueImportOperations,
    }),
  );
}
