/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccountGuard {\n    me {\n      id\n      email\n    }\n  }\n": typeof types.AccountGuardDocument,
    "\n  query AddressesPage {\n    addresses {\n      ...SavedAddress_address\n    }\n    countries {\n      code\n      name\n    }\n  }\n": typeof types.AddressesPageDocument,
    "\n  query EditAddressPage($id: ID!, $isNew: Boolean!) {\n    address(id: $id) @skip(if: $isNew) {\n      ...SavedAddress_address\n    }\n    countries {\n      code\n      name\n    }\n  }\n": typeof types.EditAddressPageDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...SavedAddress_address\n    }\n  }\n": typeof types.AddAddressDocument,
    "\n  mutation RemoveAddress($id: ID!) {\n    removeAddress(id: $id)\n  }\n": typeof types.RemoveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ...SavedAddress_address\n    }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...SavedAddress_address\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  query DashboardPage {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phone\n    }\n    addresses {\n      ...SavedAddress_address\n    }\n    orders(page: 1) {\n      items {\n        ...OrdersTable_order\n      }\n      total\n    }\n    countries {\n      code\n      name\n    }\n  }\n": typeof types.DashboardPageDocument,
    "\n  query LoginPage {\n    shop {\n      demoMode\n    }\n    demoAccount {\n      email\n      password\n    }\n  }\n": typeof types.LoginPageDocument,
    "\n  fragment AccountEntry_payload on AuthPayload {\n    user {\n      email\n      ...AccountMenu_user\n    }\n    merged {\n      cartItems\n      wishlistItems\n      compareItems\n      garageVehicles\n      vehicles {\n        year\n        make\n        model\n        engine\n        ...GarageVehicle_vehicle\n      }\n    }\n  }\n": typeof types.AccountEntry_PayloadFragmentDoc,
    "\n  query OrderDetailsPage($id: ID!) {\n    order(id: $id) {\n      ...OrderView_order\n    }\n  }\n": typeof types.OrderDetailsPageDocument,
    "\n  query OrdersPage($page: Int!) {\n    orders(page: $page) {\n      items {\n        id\n        ...OrdersTable_order\n      }\n      page\n      pages\n      total\n      from\n      to\n    }\n  }\n": typeof types.OrdersPageDocument,
    "\n  fragment OrdersTable_order on Order {\n    id\n    number\n    createdAt\n    status\n    quantity\n    total\n  }\n": typeof types.OrdersTable_OrderFragmentDoc,
    "\n  query PasswordResetValid($token: String!) {\n    passwordResetValid(token: $token)\n  }\n": typeof types.PasswordResetValidDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query DevicesSection {\n    devices {\n      id\n      kind\n      name\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n": typeof types.DevicesSectionDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SignOutDevice($id: ID!) {\n    signOutDevice(id: $id)\n  }\n": typeof types.SignOutDeviceDocument,
    "\n  mutation SignOutOtherDevices {\n    signOutOtherDevices\n  }\n": typeof types.SignOutOtherDevicesDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phone\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      phone\n      avatar\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation Register($email: String!, $password: String!) {\n    register(email: $email, password: $password) {\n      ...AccountEntry_payload\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...AccountEntry_payload\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query BlogListPage($category: String, $search: String, $page: Int) {\n    blogPosts(category: $category, search: $search, page: $page, limit: 8) {\n      page\n      pages\n      total\n      from\n      to\n      items {\n        id\n        ...PostCard_post\n      }\n    }\n    blogCategories {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.BlogListPageDocument,
    "\n  query BlogSidebar {\n    blogCategories {\n      id\n      slug\n      name\n      itemsCount\n    }\n    blogPosts(limit: 4) {\n      items {\n        id\n        slug\n        title\n        date\n      }\n    }\n  }\n": typeof types.BlogSidebarDocument,
    "\n  fragment PostCard_post on BlogPost {\n    id\n    slug\n    title\n    image\n    excerpt\n    author\n    date\n    categories {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.PostCard_PostFragmentDoc,
    "\n  query PostPage($slug: String!) {\n    blogPost(slug: $slug) {\n      ...PostView_post\n    }\n  }\n": typeof types.PostPageDocument,
    "\n  query PostPageLatest {\n    blogPosts(limit: 1) {\n      items {\n        ...PostView_post\n      }\n    }\n  }\n": typeof types.PostPageLatestDocument,
    "\n  fragment PostView_post on BlogPost {\n    id\n    slug\n    title\n    image\n    excerpt\n    body\n    author\n    date\n    categories {\n      id\n      slug\n      name\n    }\n    previous {\n      id\n      slug\n      title\n    }\n    next {\n      id\n      slug\n      title\n    }\n  }\n": typeof types.PostView_PostFragmentDoc,
    "\n  query CartPage {\n    cart {\n      ...MiniCart_cart\n      items {\n        id\n        ...CartLine_item\n        product {\n          id\n          name\n          fitStatus\n        }\n      }\n    }\n  }\n": typeof types.CartPageDocument,
    "\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    price\n    total\n    options {\n      name\n      value\n    }\n    product {\n      id\n      slug\n      name\n      images\n      fitStatus\n    }\n  }\n": typeof types.CartLine_ItemFragmentDoc,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!, $options: [CartItemOptionInput!]! = []) {\n    addToCart(productId: $productId, quantity: $quantity, options: $options) {\n      ...MiniCart_cart\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation RemoveCartItem($itemId: ID!) {\n    removeCartItem(itemId: $itemId) {\n      ...MiniCart_cart\n    }\n  }\n": typeof types.RemoveCartItemDocument,
    "\n  mutation UpdateCartItem($itemId: ID!, $quantity: Int!) {\n    updateCartItem(itemId: $itemId, quantity: $quantity) {\n      ...MiniCart_cart\n    }\n  }\n": typeof types.UpdateCartItemDocument,
    "\n  query CatalogStatus {\n    catalogStatus {\n      available\n      reason\n    }\n  }\n": typeof types.CatalogStatusDocument,
    "\n  query CategoryPageParts($id: ID!, $vehicleId: ID, $brands: [String!], $price: PriceRangeInput, $page: Int) {\n    partCategory(id: $id) {\n      id\n      slug\n      name\n      parent {\n        id\n        slug\n        name\n      }\n    }\n    partProducts(categoryId: $id, vehicleId: $vehicleId, brands: $brands, price: $price, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n": typeof types.CategoryPagePartsDocument,
    "\n  query CategoryPageCategory($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      layout\n      parent {\n        id\n        slug\n        name\n        layout\n      }\n      children {\n        id\n        slug\n        name\n        image\n        itemsCount\n        layout\n      }\n    }\n  }\n": typeof types.CategoryPageCategoryDocument,
    "\n  query CategoryPageProducts($category: String, $filters: ProductListFilters, $sort: ProductSort, $page: Int) {\n    products(category: $category, filters: $filters, sort: $sort, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n": typeof types.CategoryPageProductsDocument,
    "\n  fragment ProductListing_list on ProductList {\n    page\n    limit\n    total\n    pages\n    from\n    to\n    items {\n      ...ProductCard_product\n    }\n    filters {\n      type\n      slug\n      min\n      max\n      range\n      selected\n      items {\n        slug\n        name\n        count\n      }\n      countsExact\n      categories {\n        id\n        slug\n        name\n      }\n    }\n  }\n": typeof types.ProductListing_ListFragmentDoc,
    "\n  query ProductAnalogs($slug: String!) {\n    productAnalogs(slug: $slug, limit: 8) {\n      ...ProductCard_product\n    }\n  }\n": typeof types.ProductAnalogsDocument,
    "\n  query ProductPageRelated($slug: String!) {\n    relatedProducts(slug: $slug, limit: 8) {\n      ...ProductCard_product\n    }\n  }\n": typeof types.ProductPageRelatedDocument,
    "\n  query ProductFit($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      fitStatus\n      fitmentNotes {\n        label\n        value\n        kind\n      }\n      garageFit {\n        status\n        notes {\n          label\n          value\n          kind\n        }\n        vehicle {\n          ...GarageVehicle_vehicle\n        }\n      }\n    }\n  }\n": typeof types.ProductFitDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      images\n      purchasable\n      categories {\n        id\n        slug\n        name\n      }\n      ...ProductSummary_product\n      ...ProductPurchase_product\n      ...ProductTabs_product\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query ProductReviews($productId: ID!, $page: Int!, $limit: Int!) {\n    productReviews(productId: $productId, page: $page, limit: $limit) {\n      page\n      pages\n      total\n      from\n      to\n      items {\n        id\n        date\n        author\n        avatar\n        rating\n        content\n      }\n    }\n  }\n": typeof types.ProductReviewsDocument,
    "\n  mutation AddReview($input: AddReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n": typeof types.AddReviewDocument,
    "\n  fragment ProductNumbers_product on Product {\n    oeNumbers {\n      number\n      make\n    }\n    gtins\n  }\n": typeof types.ProductNumbers_ProductFragmentDoc,
    "\n  fragment ProductSpecification_product on Product {\n    attributes {\n      name\n      slug\n      featured\n      values {\n        slug\n        name\n      }\n    }\n    type {\n      slug\n      attributeGroups {\n        name\n        slug\n        attributes\n      }\n    }\n  }\n": typeof types.ProductSpecification_ProductFragmentDoc,
    "\n  fragment ProductTabs_product on Product {\n    id\n    slug\n    source\n    description\n    reviews\n    ...ProductSpecification_product\n    ...ProductNumbers_product\n  }\n": typeof types.ProductTabs_ProductFragmentDoc,
    "\n  query ProductVehicles($slug: String!, $page: Int!, $limit: Int!) {\n    product(slug: $slug) {\n      id\n      slug\n      linkedVehicles(page: $page, limit: $limit) {\n        page\n        pages\n        total\n        from\n        to\n        items {\n          id\n          year\n          yearTo\n          make\n          model\n          engine\n          fuelType\n          powerKw\n          powerHp\n          capacityCc\n          engineCodes\n        }\n      }\n    }\n  }\n": typeof types.ProductVehiclesDocument,
    "\n  fragment ProductPurchase_product on Product {\n    id\n    slug\n    name\n    stock\n    purchasable\n    options {\n      type\n      slug\n      name\n      values {\n        slug\n        name\n        color\n      }\n    }\n  }\n": typeof types.ProductPurchase_ProductFragmentDoc,
    "\n  fragment ProductSummary_product on Product {\n    id\n    slug\n    name\n    excerpt\n    sku\n    partNumber\n    price\n    compareAtPrice\n    stock\n    rating\n    reviews\n    availability\n    delivery {\n      minDays\n      maxDays\n    }\n    fitStatus\n    brand {\n      slug\n      name\n      country\n    }\n  }\n": typeof types.ProductSummary_ProductFragmentDoc,
    "\n  query SearchPageResults($query: String!, $vehicleId: ID, $filters: ProductListFilters, $sort: ProductSort, $page: Int) {\n    search(query: $query, vehicleId: $vehicleId, filters: $filters, sort: $sort, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n": typeof types.SearchPageResultsDocument,
    "\n  query ShopPage($vehicleId: ID) {\n    categories(depth: 1) {\n      id\n      slug\n      name\n      image\n      itemsCount\n      layout\n    }\n    partCategories(vehicleId: $vehicleId) {\n      id\n      slug\n      name\n      image\n      itemsCount\n    }\n  }\n": typeof types.ShopPageDocument,
    "\n  query CheckoutPage {\n    me {\n      id\n      email\n    }\n    cart {\n      ...MiniCart_cart\n      items {\n        id\n      }\n    }\n    paymentMethods {\n      method\n      publicKey\n    }\n    countries {\n      code\n      name\n    }\n  }\n": typeof types.CheckoutPageDocument,
    "\n  query CheckoutAddresses {\n    addresses {\n      ...SavedAddress_address\n    }\n  }\n": typeof types.CheckoutAddressesDocument,
    "\n  query OrderSuccess($token: String!) {\n    orderByToken(token: $token) {\n      ...OrderView_order\n    }\n    me {\n      id\n    }\n  }\n": typeof types.OrderSuccessDocument,
    "\n  fragment OrderAddress_address on OrderAddress {\n    firstName\n    lastName\n    company\n    country\n    address1\n    address2\n    city\n    state\n    postcode\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n  }\n": typeof types.OrderAddress_AddressFragmentDoc,
    "\n  query OrderInvoice($token: String!) {\n    orderByToken(token: $token) {\n      id\n      invoice {\n        letter\n        state\n        number\n        cae\n        caeDueDate\n        pdfUrl\n      }\n    }\n  }\n": typeof types.OrderInvoiceDocument,
    "\n  fragment OrderTracking_order on Order {\n    tracking {\n      carrierName\n      trackingNumber\n      state\n      checkedAt\n      events {\n        at\n        state\n        description\n      }\n    }\n  }\n": typeof types.OrderTracking_OrderFragmentDoc,
    "\n  fragment OrderView_order on Order {\n    id\n    token\n    number\n    createdAt\n    payment\n    status\n    email\n    comment\n    items {\n      productId\n      name\n      sku\n      image\n      options {\n        name\n        value\n      }\n      price\n      quantity\n      total\n      product {\n        id\n        slug\n      }\n    }\n    quantity\n    subtotal\n    totals {\n      title\n      price\n      type\n    }\n    total\n    shippingAddress {\n      ...OrderAddress_address\n    }\n    billingAddress {\n      ...OrderAddress_address\n    }\n    invoiceType\n    invoice {\n      letter\n      state\n      number\n      cae\n      caeDueDate\n      pdfUrl\n    }\n    shipping {\n      carrier\n      carrierName\n      service\n      mode\n      price\n      postcode\n      branch {\n        id\n        name\n        address\n        locality\n      }\n    }\n    onlinePayment {\n      status\n      providerPaymentId\n      updatedAt\n      refundedCentavos\n    }\n    ...OrderTracking_order\n    shipment {\n      carrier\n      trackingNumber\n      shippedAt\n      deliveredAt\n    }\n    history {\n      from\n      to\n      at\n    }\n    revocation {\n      code\n      requestedAt\n    }\n  }\n": typeof types.OrderView_OrderFragmentDoc,
    "\n  mutation ConfirmPayment($token: String!, $paymentId: String!) {\n    confirmPayment(token: $token, paymentId: $paymentId) {\n      ...OrderView_order\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation StartPayment($token: String!) {\n    startPayment(token: $token) {\n      url\n    }\n  }\n": typeof types.StartPaymentDocument,
    "\n  mutation RequestOrderRevocation($input: OrderRevocationInput!) {\n    requestOrderRevocation(input: $input) {\n      code\n      orderNumber\n      requestedAt\n      termStartsAt\n      termEndsAt\n      withinTerm\n      state\n    }\n  }\n": typeof types.RequestOrderRevocationDocument,
    "\n  query TrackOrder($number: Int!, $email: String!) {\n    trackOrder(number: $number, email: $email) {\n      ...OrderView_order\n    }\n  }\n": typeof types.TrackOrderDocument,
    "\n  query TrackOrderByToken($token: String!) {\n    orderByToken(token: $token) {\n      ...OrderView_order\n    }\n  }\n": typeof types.TrackOrderByTokenDocument,
    "\n  mutation PlaceOrder($input: CheckoutInput!) {\n    checkout(input: $input) {\n      id\n      token\n      number\n      payment\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query CurrencyRates {\n    shop {\n      currencies {\n        code\n        pesosPerUnit\n        updatedAt\n      }\n    }\n  }\n": typeof types.CurrencyRatesDocument,
    "\n  fragment AccountMenu_user on User {\n    id\n    email\n    firstName\n    lastName\n    avatar\n  }\n": typeof types.AccountMenu_UserFragmentDoc,
    "\n  query FrameShop {\n    shop {\n      name\n      slogan\n      phone\n      email\n      address\n      hours\n      demoMode\n    }\n  }\n": typeof types.FrameShopDocument,
    "\n  query FrameShopper {\n    me {\n      ...AccountMenu_user\n    }\n    cart {\n      ...MiniCart_cart\n    }\n    wishlist {\n      count\n    }\n    garage {\n      ...Garage_garage\n    }\n  }\n": typeof types.FrameShopperDocument,
    "\n  query Departments {\n    departments {\n      id\n      name\n      slug\n      layout\n      children {\n        id\n        name\n        slug\n        layout\n      }\n    }\n  }\n": typeof types.DepartmentsDocument,
    "\n  query SearchSuggestions($query: String!, $vehicleId: ID) {\n    searchSuggestions(query: $query, vehicleId: $vehicleId) {\n      query\n      products {\n        id\n        slug\n        name\n        images\n        rating\n        reviews\n        price\n        compareAtPrice\n      }\n      categories {\n        id\n        name\n        slug\n        layout\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment GarageVehicle_vehicle on GarageVehicle {\n    id\n    year\n    make\n    model\n    engine\n    path\n  }\n": typeof types.GarageVehicle_VehicleFragmentDoc,
    "\n  fragment Garage_garage on Garage {\n    vehicles {\n      ...GarageVehicle_vehicle\n      addedAt\n    }\n    currentVehicle {\n      ...GarageVehicle_vehicle\n    }\n  }\n": typeof types.Garage_GarageFragmentDoc,
    "\n  query GaragePage {\n    garage {\n      ...Garage_garage\n    }\n  }\n": typeof types.GaragePageDocument,
    "\n  mutation AddVehicleToGarage($vehicleId: ID!, $year: Int) {\n    addVehicleToGarage(vehicleId: $vehicleId, year: $year) {\n      ...Garage_garage\n    }\n  }\n": typeof types.AddVehicleToGarageDocument,
    "\n  query CurrentVehicle {\n    garage {\n      currentVehicle {\n        ...GarageVehicle_vehicle\n      }\n    }\n  }\n": typeof types.CurrentVehicleDocument,
    "\n  mutation RemoveVehicleFromGarage($vehicleId: ID!) {\n    removeVehicleFromGarage(vehicleId: $vehicleId) {\n      ...Garage_garage\n    }\n  }\n": typeof types.RemoveVehicleFromGarageDocument,
    "\n  mutation SetCurrentVehicle($vehicleId: ID, $year: Int) {\n    setCurrentVehicle(vehicleId: $vehicleId, year: $year) {\n      ...Garage_garage\n    }\n  }\n": typeof types.SetCurrentVehicleDocument,
    "\n  query VehicleFormMakes {\n    vehicleMakes {\n      id\n      name\n    }\n  }\n": typeof types.VehicleFormMakesDocument,
    "\n  query VehicleFormModels($makeId: ID!) {\n    vehicleModels(makeId: $makeId) {\n      id\n      name\n      yearFrom\n      yearTo\n    }\n  }\n": typeof types.VehicleFormModelsDocument,
    "\n  query VehicleFormYears($makeId: ID!, $modelId: ID!) {\n    vehicleYears(makeId: $makeId, modelId: $modelId)\n  }\n": typeof types.VehicleFormYearsDocument,
    "\n  query VehicleFormEngines($makeId: ID!, $modelId: ID!, $year: Int!) {\n    vehicles(makeId: $makeId, modelId: $modelId, year: $year) {\n      id\n      year\n      make\n      model\n      engine\n    }\n  }\n": typeof types.VehicleFormEnginesDocument,
    "\n  query VehicleFormVin($vin: String!) {\n    vehiclesByVin(vin: $vin) {\n      id\n      year\n      make\n      model\n      engine\n    }\n  }\n": typeof types.VehicleFormVinDocument,
    "\n  query HomeProductTabs {\n    featuredProducts(limit: 1) {\n      slug\n    }\n    popularProducts(limit: 1) {\n      slug\n    }\n    topRatedProducts(limit: 1) {\n      slug\n    }\n    specialOffers(limit: 1) {\n      slug\n    }\n  }\n": typeof types.HomeProductTabsDocument,
    "\n  query HomeProductTab($featured: Boolean! = false, $popular: Boolean! = false, $topRated: Boolean! = false, $onSale: Boolean! = false) {\n    featuredProducts(limit: 8) @include(if: $featured) {\n      ...ProductCard_product\n    }\n    popularProducts(limit: 8) @include(if: $popular) {\n      ...ProductCard_product\n    }\n    topRatedProducts(limit: 8) @include(if: $topRated) {\n      ...ProductCard_product\n    }\n    specialOffers(limit: 8) @include(if: $onSale) {\n      ...ProductCard_product\n    }\n  }\n": typeof types.HomeProductTabDocument,
    "\n  query HomeSpecialOffers {\n    specialOffers(limit: 4) {\n      ...ProductCard_product\n    }\n  }\n": typeof types.HomeSpecialOffersDocument,
    "\n  fragment HomeColumns_product on Product {\n    id\n    slug\n    name\n    images\n    rating\n    reviews\n    price\n    compareAtPrice\n  }\n": typeof types.HomeColumns_ProductFragmentDoc,
    "\n  query HomeColumns {\n    topRatedProducts(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n    latestProducts(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n    specialOffers(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n  }\n": typeof types.HomeColumnsDocument,
    "\n  query HomeCategories {\n    categories(depth: 2) {\n      id\n      slug\n      name\n      image\n      layout\n      itemsCount\n      children {\n        id\n        slug\n        name\n        layout\n      }\n    }\n  }\n": typeof types.HomeCategoriesDocument,
    "\n  query HomeBrands {\n    partBrands(withLogo: true, limit: 12) {\n      slug\n      name\n      image\n    }\n  }\n": typeof types.HomeBrandsDocument,
    "\n  query HomeLatestPosts {\n    blogPosts(limit: 3) {\n      items {\n        id\n        ...PostCard_post\n      }\n    }\n  }\n": typeof types.HomeLatestPostsDocument,
    "\n  query HomeShop {\n    shop {\n      name\n      slogan\n    }\n  }\n": typeof types.HomeShopDocument,
    "\n  mutation SavePreferences($language: String, $currency: String) {\n    setPreferences(language: $language, currency: $currency) {\n      language\n      currency\n    }\n  }\n": typeof types.SavePreferencesDocument,
    "\n  fragment MiniCart_cart on Cart {\n    quantity\n    subtotal\n    total\n    totals {\n      title\n      price\n      type\n    }\n    items {\n      id\n      quantity\n      price\n      total\n      options {\n        name\n        value\n      }\n      product {\n        id\n        slug\n        name\n        images\n      }\n    }\n  }\n": typeof types.MiniCart_CartFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    excerpt\n    sku\n    partNumber\n    images\n    rating\n    reviews\n    price\n    compareAtPrice\n    stock\n    badges\n    fitStatus\n    brand {\n      slug\n      name\n    }\n    options {\n      slug\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  fragment SavedAddress_address on Address {\n    id\n    firstName\n    lastName\n    company\n    country\n    address1\n    address2\n    city\n    state\n    postcode\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n    default\n  }\n": typeof types.SavedAddress_AddressFragmentDoc,
    "\n  fragment CompareEntries_compare on Compare {\n    count\n    items {\n      product {\n        id\n        slug\n      }\n    }\n    attributes {\n      name\n      slug\n      values\n    }\n  }\n": typeof types.CompareEntries_CompareFragmentDoc,
    "\n  query ComparePage {\n    compare {\n      ...CompareEntries_compare\n      items {\n        product {\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": typeof types.ComparePageDocument,
    "\n  mutation AddToCompare($productId: ID!) {\n    addToCompare(productId: $productId) {\n      count\n      items {\n        product {\n          id\n          slug\n        }\n      }\n    }\n  }\n": typeof types.AddToCompareDocument,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      count\n      items {\n        product {\n          id\n          slug\n        }\n      }\n    }\n  }\n": typeof types.AddToWishlistDocument,
    "\n  mutation ClearCompare {\n    clearCompare {\n      ...CompareEntries_compare\n    }\n  }\n": typeof types.ClearCompareDocument,
    "\n  mutation RemoveFromCompare($productId: ID!) {\n    removeFromCompare(productId: $productId) {\n      ...CompareEntries_compare\n    }\n  }\n": typeof types.RemoveFromCompareDocument,
    "\n  fragment WishlistEntries_wishlist on Wishlist {\n    count\n    items {\n      addedAt\n      product {\n        id\n        slug\n      }\n    }\n  }\n": typeof types.WishlistEntries_WishlistFragmentDoc,
    "\n  mutation RemoveWishlistItem($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...WishlistEntries_wishlist\n    }\n  }\n": typeof types.RemoveWishlistItemDocument,
    "\n  query WishlistPage {\n    wishlist {\n      ...WishlistEntries_wishlist\n      items {\n        addedAt\n        product {\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": typeof types.WishlistPageDocument,
    "\n  fragment ShippingOption_option on ShippingOption {\n    quoteId\n    carrier\n    carrierName\n    service\n    mode\n    price\n    priceCentavos\n    deliveryDaysMin\n    deliveryDaysMax\n    arrivesFrom\n    arrivesBy\n  }\n": typeof types.ShippingOption_OptionFragmentDoc,
    "\n  fragment ShippingQuote_quote on ShippingQuote {\n    postcode\n    code\n    province\n    locality\n    fallback\n    cheapest {\n      ...ShippingOption_option\n    }\n    options {\n      ...ShippingOption_option\n    }\n  }\n": typeof types.ShippingQuote_QuoteFragmentDoc,
    "\n  query CartShippingQuote($postcode: String!) {\n    shippingQuote(postcode: $postcode) {\n      ...ShippingQuote_quote\n    }\n  }\n": typeof types.CartShippingQuoteDocument,
    "\n  query ProductShippingQuote($productId: ID!, $postcode: String!) {\n    productShippingQuote(productId: $productId, postcode: $postcode) {\n      ...ShippingQuote_quote\n    }\n  }\n": typeof types.ProductShippingQuoteDocument,
    "\n  query ShippingBranches($postcode: String!, $carrier: String!) {\n    shippingBranches(postcode: $postcode, carrier: $carrier) {\n      id\n      carrier\n      name\n      address\n      locality\n      postcode\n    }\n  }\n": typeof types.ShippingBranchesDocument,
    "\n  query AboutPage {\n    products(limit: 1) {\n      total\n    }\n    categories(depth: 1) {\n      id\n    }\n    partBrands {\n      slug\n    }\n  }\n": typeof types.AboutPageDocument,
    "\n  query ContactPage {\n    shop {\n      name\n      phone\n      email\n      address\n      hours\n    }\n  }\n": typeof types.ContactPageDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      name\n      email\n      subject\n      receivedAt\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query VehicleGroupPage($id: ID!, $year: Int, $group: ID!, $brands: [String!], $price: PriceRangeInput, $page: Int) {\n    vehicle(id: $id) {\n      ...VehiclePage_vehicle\n    }\n    partCategory(id: $group, vehicleId: $id) {\n      id\n      name\n      parent {\n        id\n        name\n      }\n    }\n    partProducts(categoryId: $group, vehicleId: $id, brands: $brands, price: $price, page: $page, limit: 8) {\n      ...ProductListing_list\n      items {\n        id\n        vehicleFit: fitStatus(vehicleId: $id)\n        fitmentNotes(vehicleId: $id) {\n          kind\n          label\n          value\n        }\n      }\n    }\n  }\n": typeof types.VehicleGroupPageDocument,
    "\n  query VehicleMakePage($make: String!) {\n    vehicleMakeBySlug(slug: $make) {\n      id\n      name\n      slug\n      path\n      models {\n        id\n        name\n        path\n        yearFrom\n        yearTo\n      }\n    }\n  }\n": typeof types.VehicleMakePageDocument,
    "\n  query VehicleMakesPage {\n    vehicleMakes {\n      id\n      name\n      path\n    }\n  }\n": typeof types.VehicleMakesPageDocument,
    "\n  query VehicleModelPage($make: String!, $model: String!) {\n    vehicleModelBySlug(makeSlug: $make, modelSlug: $model) {\n      id\n      name\n      path\n      yearFrom\n      yearTo\n      make {\n        id\n        name\n        path\n      }\n      vehicles {\n        id\n        year\n        yearTo\n        engine\n        fuelType\n        powerKw\n        powerHp\n        path\n      }\n    }\n  }\n": typeof types.VehicleModelPageDocument,
    "\n  query VehicleGarageState {\n    garage {\n      vehicles {\n        id\n        year\n      }\n      currentVehicle {\n        id\n        year\n      }\n    }\n  }\n": typeof types.VehicleGarageStateDocument,
    "\n  query VehicleSuggestions($make: String!) {\n    vehicleMakeBySlug(slug: $make) {\n      id\n      name\n      models {\n        id\n        name\n        path\n        yearFrom\n        yearTo\n      }\n    }\n    vehicleMakes {\n      id\n      name\n      path\n    }\n  }\n": typeof types.VehicleSuggestionsDocument,
    "\n  query VehiclePage($id: ID!, $year: Int) {\n    vehicle(id: $id) {\n      ...VehiclePage_vehicle\n    }\n    partCategories(vehicleId: $id) {\n      id\n      name\n      itemsCount\n      children {\n        id\n        name\n        itemsCount\n      }\n    }\n    vehicleParts(vehicleId: $id, limit: 8) {\n      ...ProductCard_product\n      vehicleFit: fitStatus(vehicleId: $id)\n      fitmentNotes(vehicleId: $id) {\n        kind\n        label\n        value\n      }\n    }\n  }\n": typeof types.VehiclePageDocument,
    "\n  fragment VehiclePage_vehicle on Vehicle {\n    id\n    year\n    yearTo\n    make\n    model\n    engine\n    fuelType\n    powerKw\n    powerHp\n    capacityCc\n    engineCodes\n    path(year: $year)\n  }\n": typeof types.VehiclePage_VehicleFragmentDoc,
};
const documents: Documents = {
    "\n  query AccountGuard {\n    me {\n      id\n      email\n    }\n  }\n": types.AccountGuardDocument,
    "\n  query AddressesPage {\n    addresses {\n      ...SavedAddress_address\n    }\n    countries {\n      code\n      name\n    }\n  }\n": types.AddressesPageDocument,
    "\n  query EditAddressPage($id: ID!, $isNew: Boolean!) {\n    address(id: $id) @skip(if: $isNew) {\n      ...SavedAddress_address\n    }\n    countries {\n      code\n      name\n    }\n  }\n": types.EditAddressPageDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...SavedAddress_address\n    }\n  }\n": types.AddAddressDocument,
    "\n  mutation RemoveAddress($id: ID!) {\n    removeAddress(id: $id)\n  }\n": types.RemoveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ...SavedAddress_address\n    }\n  }\n": types.SetDefaultAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...SavedAddress_address\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  query DashboardPage {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phone\n    }\n    addresses {\n      ...SavedAddress_address\n    }\n    orders(page: 1) {\n      items {\n        ...OrdersTable_order\n      }\n      total\n    }\n    countries {\n      code\n      name\n    }\n  }\n": types.DashboardPageDocument,
    "\n  query LoginPage {\n    shop {\n      demoMode\n    }\n    demoAccount {\n      email\n      password\n    }\n  }\n": types.LoginPageDocument,
    "\n  fragment AccountEntry_payload on AuthPayload {\n    user {\n      email\n      ...AccountMenu_user\n    }\n    merged {\n      cartItems\n      wishlistItems\n      compareItems\n      garageVehicles\n      vehicles {\n        year\n        make\n        model\n        engine\n        ...GarageVehicle_vehicle\n      }\n    }\n  }\n": types.AccountEntry_PayloadFragmentDoc,
    "\n  query OrderDetailsPage($id: ID!) {\n    order(id: $id) {\n      ...OrderView_order\n    }\n  }\n": types.OrderDetailsPageDocument,
    "\n  query OrdersPage($page: Int!) {\n    orders(page: $page) {\n      items {\n        id\n        ...OrdersTable_order\n      }\n      page\n      pages\n      total\n      from\n      to\n    }\n  }\n": types.OrdersPageDocument,
    "\n  fragment OrdersTable_order on Order {\n    id\n    number\n    createdAt\n    status\n    quantity\n    total\n  }\n": types.OrdersTable_OrderFragmentDoc,
    "\n  query PasswordResetValid($token: String!) {\n    passwordResetValid(token: $token)\n  }\n": types.PasswordResetValidDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  query DevicesSection {\n    devices {\n      id\n      kind\n      name\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n": types.DevicesSectionDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SignOutDevice($id: ID!) {\n    signOutDevice(id: $id)\n  }\n": types.SignOutDeviceDocument,
    "\n  mutation SignOutOtherDevices {\n    signOutOtherDevices\n  }\n": types.SignOutOtherDevicesDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phone\n    }\n  }\n": types.ProfilePageDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      phone\n      avatar\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation Register($email: String!, $password: String!) {\n    register(email: $email, password: $password) {\n      ...AccountEntry_payload\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...AccountEntry_payload\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query BlogListPage($category: String, $search: String, $page: Int) {\n    blogPosts(category: $category, search: $search, page: $page, limit: 8) {\n      page\n      pages\n      total\n      from\n      to\n      items {\n        id\n        ...PostCard_post\n      }\n    }\n    blogCategories {\n      id\n      slug\n      name\n    }\n  }\n": types.BlogListPageDocument,
    "\n  query BlogSidebar {\n    blogCategories {\n      id\n      slug\n      name\n      itemsCount\n    }\n    blogPosts(limit: 4) {\n      items {\n        id\n        slug\n        title\n        date\n      }\n    }\n  }\n": types.BlogSidebarDocument,
    "\n  fragment PostCard_post on BlogPost {\n    id\n    slug\n    title\n    image\n    excerpt\n    author\n    date\n    categories {\n      id\n      slug\n      name\n    }\n  }\n": types.PostCard_PostFragmentDoc,
    "\n  query PostPage($slug: String!) {\n    blogPost(slug: $slug) {\n      ...PostView_post\n    }\n  }\n": types.PostPageDocument,
    "\n  query PostPageLatest {\n    blogPosts(limit: 1) {\n      items {\n        ...PostView_post\n      }\n    }\n  }\n": types.PostPageLatestDocument,
    "\n  fragment PostView_post on BlogPost {\n    id\n    slug\n    title\n    image\n    excerpt\n    body\n    author\n    date\n    categories {\n      id\n      slug\n      name\n    }\n    previous {\n      id\n      slug\n      title\n    }\n    next {\n      id\n      slug\n      title\n    }\n  }\n": types.PostView_PostFragmentDoc,
    "\n  query CartPage {\n    cart {\n      ...MiniCart_cart\n      items {\n        id\n        ...CartLine_item\n        product {\n          id\n          name\n          fitStatus\n        }\n      }\n    }\n  }\n": types.CartPageDocument,
    "\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    price\n    total\n    options {\n      name\n      value\n    }\n    product {\n      id\n      slug\n      name\n      images\n      fitStatus\n    }\n  }\n": types.CartLine_ItemFragmentDoc,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!, $options: [CartItemOptionInput!]! = []) {\n    addToCart(productId: $productId, quantity: $quantity, options: $options) {\n      ...MiniCart_cart\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation RemoveCartItem($itemId: ID!) {\n    removeCartItem(itemId: $itemId) {\n      ...MiniCart_cart\n    }\n  }\n": types.RemoveCartItemDocument,
    "\n  mutation UpdateCartItem($itemId: ID!, $quantity: Int!) {\n    updateCartItem(itemId: $itemId, quantity: $quantity) {\n      ...MiniCart_cart\n    }\n  }\n": types.UpdateCartItemDocument,
    "\n  query CatalogStatus {\n    catalogStatus {\n      available\n      reason\n    }\n  }\n": types.CatalogStatusDocument,
    "\n  query CategoryPageParts($id: ID!, $vehicleId: ID, $brands: [String!], $price: PriceRangeInput, $page: Int) {\n    partCategory(id: $id) {\n      id\n      slug\n      name\n      parent {\n        id\n        slug\n        name\n      }\n    }\n    partProducts(categoryId: $id, vehicleId: $vehicleId, brands: $brands, price: $price, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n": types.CategoryPagePartsDocument,
    "\n  query CategoryPageCategory($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      layout\n      parent {\n        id\n        slug\n        name\n        layout\n      }\n      children {\n        id\n        slug\n        name\n        image\n        itemsCount\n        layout\n      }\n    }\n  }\n": types.CategoryPageCategoryDocument,
    "\n  query CategoryPageProducts($category: String, $filters: ProductListFilters, $sort: ProductSort, $page: Int) {\n    products(category: $category, filters: $filters, sort: $sort, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n": types.CategoryPageProductsDocument,
    "\n  fragment ProductListing_list on ProductList {\n    page\n    limit\n    total\n    pages\n    from\n    to\n    items {\n      ...ProductCard_product\n    }\n    filters {\n      type\n      slug\n      min\n      max\n      range\n      selected\n      items {\n        slug\n        name\n        count\n      }\n      countsExact\n      categories {\n        id\n        slug\n        name\n      }\n    }\n  }\n": types.ProductListing_ListFragmentDoc,
    "\n  query ProductAnalogs($slug: String!) {\n    productAnalogs(slug: $slug, limit: 8) {\n      ...ProductCard_product\n    }\n  }\n": types.ProductAnalogsDocument,
    "\n  query ProductPageRelated($slug: String!) {\n    relatedProducts(slug: $slug, limit: 8) {\n      ...ProductCard_product\n    }\n  }\n": types.ProductPageRelatedDocument,
    "\n  query ProductFit($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      fitStatus\n      fitmentNotes {\n        label\n        value\n        kind\n      }\n      garageFit {\n        status\n        notes {\n          label\n          value\n          kind\n        }\n        vehicle {\n          ...GarageVehicle_vehicle\n        }\n      }\n    }\n  }\n": types.ProductFitDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      images\n      purchasable\n      categories {\n        id\n        slug\n        name\n      }\n      ...ProductSummary_product\n      ...ProductPurchase_product\n      ...ProductTabs_product\n    }\n  }\n": types.ProductPageDocument,
    "\n  query ProductReviews($productId: ID!, $page: Int!, $limit: Int!) {\n    productReviews(productId: $productId, page: $page, limit: $limit) {\n      page\n      pages\n      total\n      from\n      to\n      items {\n        id\n        date\n        author\n        avatar\n        rating\n        content\n      }\n    }\n  }\n": types.ProductReviewsDocument,
    "\n  mutation AddReview($input: AddReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n": types.AddReviewDocument,
    "\n  fragment ProductNumbers_product on Product {\n    oeNumbers {\n      number\n      make\n    }\n    gtins\n  }\n": types.ProductNumbers_ProductFragmentDoc,
    "\n  fragment ProductSpecification_product on Product {\n    attributes {\n      name\n      slug\n      featured\n      values {\n        slug\n        name\n      }\n    }\n    type {\n      slug\n      attributeGroups {\n        name\n        slug\n        attributes\n      }\n    }\n  }\n": types.ProductSpecification_ProductFragmentDoc,
    "\n  fragment ProductTabs_product on Product {\n    id\n    slug\n    source\n    description\n    reviews\n    ...ProductSpecification_product\n    ...ProductNumbers_product\n  }\n": types.ProductTabs_ProductFragmentDoc,
    "\n  query ProductVehicles($slug: String!, $page: Int!, $limit: Int!) {\n    product(slug: $slug) {\n      id\n      slug\n      linkedVehicles(page: $page, limit: $limit) {\n        page\n        pages\n        total\n        from\n        to\n        items {\n          id\n          year\n          yearTo\n          make\n          model\n          engine\n          fuelType\n          powerKw\n          powerHp\n          capacityCc\n          engineCodes\n        }\n      }\n    }\n  }\n": types.ProductVehiclesDocument,
    "\n  fragment ProductPurchase_product on Product {\n    id\n    slug\n    name\n    stock\n    purchasable\n    options {\n      type\n      slug\n      name\n      values {\n        slug\n        name\n        color\n      }\n    }\n  }\n": types.ProductPurchase_ProductFragmentDoc,
    "\n  fragment ProductSummary_product on Product {\n    id\n    slug\n    name\n    excerpt\n    sku\n    partNumber\n    price\n    compareAtPrice\n    stock\n    rating\n    reviews\n    availability\n    delivery {\n      minDays\n      maxDays\n    }\n    fitStatus\n    brand {\n      slug\n      name\n      country\n    }\n  }\n": types.ProductSummary_ProductFragmentDoc,
    "\n  query SearchPageResults($query: String!, $vehicleId: ID, $filters: ProductListFilters, $sort: ProductSort, $page: Int) {\n    search(query: $query, vehicleId: $vehicleId, filters: $filters, sort: $sort, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n": types.SearchPageResultsDocument,
    "\n  query ShopPage($vehicleId: ID) {\n    categories(depth: 1) {\n      id\n      slug\n      name\n      image\n      itemsCount\n      layout\n    }\n    partCategories(vehicleId: $vehicleId) {\n      id\n      slug\n      name\n      image\n      itemsCount\n    }\n  }\n": types.ShopPageDocument,
    "\n  query CheckoutPage {\n    me {\n      id\n      email\n    }\n    cart {\n      ...MiniCart_cart\n      items {\n        id\n      }\n    }\n    paymentMethods {\n      method\n      publicKey\n    }\n    countries {\n      code\n      name\n    }\n  }\n": types.CheckoutPageDocument,
    "\n  query CheckoutAddresses {\n    addresses {\n      ...SavedAddress_address\n    }\n  }\n": types.CheckoutAddressesDocument,
    "\n  query OrderSuccess($token: String!) {\n    orderByToken(token: $token) {\n      ...OrderView_order\n    }\n    me {\n      id\n    }\n  }\n": types.OrderSuccessDocument,
    "\n  fragment OrderAddress_address on OrderAddress {\n    firstName\n    lastName\n    company\n    country\n    address1\n    address2\n    city\n    state\n    postcode\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n  }\n": types.OrderAddress_AddressFragmentDoc,
    "\n  query OrderInvoice($token: String!) {\n    orderByToken(token: $token) {\n      id\n      invoice {\n        letter\n        state\n        number\n        cae\n        caeDueDate\n        pdfUrl\n      }\n    }\n  }\n": types.OrderInvoiceDocument,
    "\n  fragment OrderTracking_order on Order {\n    tracking {\n      carrierName\n      trackingNumber\n      state\n      checkedAt\n      events {\n        at\n        state\n        description\n      }\n    }\n  }\n": types.OrderTracking_OrderFragmentDoc,
    "\n  fragment OrderView_order on Order {\n    id\n    token\n    number\n    createdAt\n    payment\n    status\n    email\n    comment\n    items {\n      productId\n      name\n      sku\n      image\n      options {\n        name\n        value\n      }\n      price\n      quantity\n      total\n      product {\n        id\n        slug\n      }\n    }\n    quantity\n    subtotal\n    totals {\n      title\n      price\n      type\n    }\n    total\n    shippingAddress {\n      ...OrderAddress_address\n    }\n    billingAddress {\n      ...OrderAddress_address\n    }\n    invoiceType\n    invoice {\n      letter\n      state\n      number\n      cae\n      caeDueDate\n      pdfUrl\n    }\n    shipping {\n      carrier\n      carrierName\n      service\n      mode\n      price\n      postcode\n      branch {\n        id\n        name\n        address\n        locality\n      }\n    }\n    onlinePayment {\n      status\n      providerPaymentId\n      updatedAt\n      refundedCentavos\n    }\n    ...OrderTracking_order\n    shipment {\n      carrier\n      trackingNumber\n      shippedAt\n      deliveredAt\n    }\n    history {\n      from\n      to\n      at\n    }\n    revocation {\n      code\n      requestedAt\n    }\n  }\n": types.OrderView_OrderFragmentDoc,
    "\n  mutation ConfirmPayment($token: String!, $paymentId: String!) {\n    confirmPayment(token: $token, paymentId: $paymentId) {\n      ...OrderView_order\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation StartPayment($token: String!) {\n    startPayment(token: $token) {\n      url\n    }\n  }\n": types.StartPaymentDocument,
    "\n  mutation RequestOrderRevocation($input: OrderRevocationInput!) {\n    requestOrderRevocation(input: $input) {\n      code\n      orderNumber\n      requestedAt\n      termStartsAt\n      termEndsAt\n      withinTerm\n      state\n    }\n  }\n": types.RequestOrderRevocationDocument,
    "\n  query TrackOrder($number: Int!, $email: String!) {\n    trackOrder(number: $number, email: $email) {\n      ...OrderView_order\n    }\n  }\n": types.TrackOrderDocument,
    "\n  query TrackOrderByToken($token: String!) {\n    orderByToken(token: $token) {\n      ...OrderView_order\n    }\n  }\n": types.TrackOrderByTokenDocument,
    "\n  mutation PlaceOrder($input: CheckoutInput!) {\n    checkout(input: $input) {\n      id\n      token\n      number\n      payment\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query CurrencyRates {\n    shop {\n      currencies {\n        code\n        pesosPerUnit\n        updatedAt\n      }\n    }\n  }\n": types.CurrencyRatesDocument,
    "\n  fragment AccountMenu_user on User {\n    id\n    email\n    firstName\n    lastName\n    avatar\n  }\n": types.AccountMenu_UserFragmentDoc,
    "\n  query FrameShop {\n    shop {\n      name\n      slogan\n      phone\n      email\n      address\n      hours\n      demoMode\n    }\n  }\n": types.FrameShopDocument,
    "\n  query FrameShopper {\n    me {\n      ...AccountMenu_user\n    }\n    cart {\n      ...MiniCart_cart\n    }\n    wishlist {\n      count\n    }\n    garage {\n      ...Garage_garage\n    }\n  }\n": types.FrameShopperDocument,
    "\n  query Departments {\n    departments {\n      id\n      name\n      slug\n      layout\n      children {\n        id\n        name\n        slug\n        layout\n      }\n    }\n  }\n": types.DepartmentsDocument,
    "\n  query SearchSuggestions($query: String!, $vehicleId: ID) {\n    searchSuggestions(query: $query, vehicleId: $vehicleId) {\n      query\n      products {\n        id\n        slug\n        name\n        images\n        rating\n        reviews\n        price\n        compareAtPrice\n      }\n      categories {\n        id\n        name\n        slug\n        layout\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment GarageVehicle_vehicle on GarageVehicle {\n    id\n    year\n    make\n    model\n    engine\n    path\n  }\n": types.GarageVehicle_VehicleFragmentDoc,
    "\n  fragment Garage_garage on Garage {\n    vehicles {\n      ...GarageVehicle_vehicle\n      addedAt\n    }\n    currentVehicle {\n      ...GarageVehicle_vehicle\n    }\n  }\n": types.Garage_GarageFragmentDoc,
    "\n  query GaragePage {\n    garage {\n      ...Garage_garage\n    }\n  }\n": types.GaragePageDocument,
    "\n  mutation AddVehicleToGarage($vehicleId: ID!, $year: Int) {\n    addVehicleToGarage(vehicleId: $vehicleId, year: $year) {\n      ...Garage_garage\n    }\n  }\n": types.AddVehicleToGarageDocument,
    "\n  query CurrentVehicle {\n    garage {\n      currentVehicle {\n        ...GarageVehicle_vehicle\n      }\n    }\n  }\n": types.CurrentVehicleDocument,
    "\n  mutation RemoveVehicleFromGarage($vehicleId: ID!) {\n    removeVehicleFromGarage(vehicleId: $vehicleId) {\n      ...Garage_garage\n    }\n  }\n": types.RemoveVehicleFromGarageDocument,
    "\n  mutation SetCurrentVehicle($vehicleId: ID, $year: Int) {\n    setCurrentVehicle(vehicleId: $vehicleId, year: $year) {\n      ...Garage_garage\n    }\n  }\n": types.SetCurrentVehicleDocument,
    "\n  query VehicleFormMakes {\n    vehicleMakes {\n      id\n      name\n    }\n  }\n": types.VehicleFormMakesDocument,
    "\n  query VehicleFormModels($makeId: ID!) {\n    vehicleModels(makeId: $makeId) {\n      id\n      name\n      yearFrom\n      yearTo\n    }\n  }\n": types.VehicleFormModelsDocument,
    "\n  query VehicleFormYears($makeId: ID!, $modelId: ID!) {\n    vehicleYears(makeId: $makeId, modelId: $modelId)\n  }\n": types.VehicleFormYearsDocument,
    "\n  query VehicleFormEngines($makeId: ID!, $modelId: ID!, $year: Int!) {\n    vehicles(makeId: $makeId, modelId: $modelId, year: $year) {\n      id\n      year\n      make\n      model\n      engine\n    }\n  }\n": types.VehicleFormEnginesDocument,
    "\n  query VehicleFormVin($vin: String!) {\n    vehiclesByVin(vin: $vin) {\n      id\n      year\n      make\n      model\n      engine\n    }\n  }\n": types.VehicleFormVinDocument,
    "\n  query HomeProductTabs {\n    featuredProducts(limit: 1) {\n      slug\n    }\n    popularProducts(limit: 1) {\n      slug\n    }\n    topRatedProducts(limit: 1) {\n      slug\n    }\n    specialOffers(limit: 1) {\n      slug\n    }\n  }\n": types.HomeProductTabsDocument,
    "\n  query HomeProductTab($featured: Boolean! = false, $popular: Boolean! = false, $topRated: Boolean! = false, $onSale: Boolean! = false) {\n    featuredProducts(limit: 8) @include(if: $featured) {\n      ...ProductCard_product\n    }\n    popularProducts(limit: 8) @include(if: $popular) {\n      ...ProductCard_product\n    }\n    topRatedProducts(limit: 8) @include(if: $topRated) {\n      ...ProductCard_product\n    }\n    specialOffers(limit: 8) @include(if: $onSale) {\n      ...ProductCard_product\n    }\n  }\n": types.HomeProductTabDocument,
    "\n  query HomeSpecialOffers {\n    specialOffers(limit: 4) {\n      ...ProductCard_product\n    }\n  }\n": types.HomeSpecialOffersDocument,
    "\n  fragment HomeColumns_product on Product {\n    id\n    slug\n    name\n    images\n    rating\n    reviews\n    price\n    compareAtPrice\n  }\n": types.HomeColumns_ProductFragmentDoc,
    "\n  query HomeColumns {\n    topRatedProducts(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n    latestProducts(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n    specialOffers(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n  }\n": types.HomeColumnsDocument,
    "\n  query HomeCategories {\n    categories(depth: 2) {\n      id\n      slug\n      name\n      image\n      layout\n      itemsCount\n      children {\n        id\n        slug\n        name\n        layout\n      }\n    }\n  }\n": types.HomeCategoriesDocument,
    "\n  query HomeBrands {\n    partBrands(withLogo: true, limit: 12) {\n      slug\n      name\n      image\n    }\n  }\n": types.HomeBrandsDocument,
    "\n  query HomeLatestPosts {\n    blogPosts(limit: 3) {\n      items {\n        id\n        ...PostCard_post\n      }\n    }\n  }\n": types.HomeLatestPostsDocument,
    "\n  query HomeShop {\n    shop {\n      name\n      slogan\n    }\n  }\n": types.HomeShopDocument,
    "\n  mutation SavePreferences($language: String, $currency: String) {\n    setPreferences(language: $language, currency: $currency) {\n      language\n      currency\n    }\n  }\n": types.SavePreferencesDocument,
    "\n  fragment MiniCart_cart on Cart {\n    quantity\n    subtotal\n    total\n    totals {\n      title\n      price\n      type\n    }\n    items {\n      id\n      quantity\n      price\n      total\n      options {\n        name\n        value\n      }\n      product {\n        id\n        slug\n        name\n        images\n      }\n    }\n  }\n": types.MiniCart_CartFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    excerpt\n    sku\n    partNumber\n    images\n    rating\n    reviews\n    price\n    compareAtPrice\n    stock\n    badges\n    fitStatus\n    brand {\n      slug\n      name\n    }\n    options {\n      slug\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  fragment SavedAddress_address on Address {\n    id\n    firstName\n    lastName\n    company\n    country\n    address1\n    address2\n    city\n    state\n    postcode\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n    default\n  }\n": types.SavedAddress_AddressFragmentDoc,
    "\n  fragment CompareEntries_compare on Compare {\n    count\n    items {\n      product {\n        id\n        slug\n      }\n    }\n    attributes {\n      name\n      slug\n      values\n    }\n  }\n": types.CompareEntries_CompareFragmentDoc,
    "\n  query ComparePage {\n    compare {\n      ...CompareEntries_compare\n      items {\n        product {\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": types.ComparePageDocument,
    "\n  mutation AddToCompare($productId: ID!) {\n    addToCompare(productId: $productId) {\n      count\n      items {\n        product {\n          id\n          slug\n        }\n      }\n    }\n  }\n": types.AddToCompareDocument,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      count\n      items {\n        product {\n          id\n          slug\n        }\n      }\n    }\n  }\n": types.AddToWishlistDocument,
    "\n  mutation ClearCompare {\n    clearCompare {\n      ...CompareEntries_compare\n    }\n  }\n": types.ClearCompareDocument,
    "\n  mutation RemoveFromCompare($productId: ID!) {\n    removeFromCompare(productId: $productId) {\n      ...CompareEntries_compare\n    }\n  }\n": types.RemoveFromCompareDocument,
    "\n  fragment WishlistEntries_wishlist on Wishlist {\n    count\n    items {\n      addedAt\n      product {\n        id\n        slug\n      }\n    }\n  }\n": types.WishlistEntries_WishlistFragmentDoc,
    "\n  mutation RemoveWishlistItem($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...WishlistEntries_wishlist\n    }\n  }\n": types.RemoveWishlistItemDocument,
    "\n  query WishlistPage {\n    wishlist {\n      ...WishlistEntries_wishlist\n      items {\n        addedAt\n        product {\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": types.WishlistPageDocument,
    "\n  fragment ShippingOption_option on ShippingOption {\n    quoteId\n    carrier\n    carrierName\n    service\n    mode\n    price\n    priceCentavos\n    deliveryDaysMin\n    deliveryDaysMax\n    arrivesFrom\n    arrivesBy\n  }\n": types.ShippingOption_OptionFragmentDoc,
    "\n  fragment ShippingQuote_quote on ShippingQuote {\n    postcode\n    code\n    province\n    locality\n    fallback\n    cheapest {\n      ...ShippingOption_option\n    }\n    options {\n      ...ShippingOption_option\n    }\n  }\n": types.ShippingQuote_QuoteFragmentDoc,
    "\n  query CartShippingQuote($postcode: String!) {\n    shippingQuote(postcode: $postcode) {\n      ...ShippingQuote_quote\n    }\n  }\n": types.CartShippingQuoteDocument,
    "\n  query ProductShippingQuote($productId: ID!, $postcode: String!) {\n    productShippingQuote(productId: $productId, postcode: $postcode) {\n      ...ShippingQuote_quote\n    }\n  }\n": types.ProductShippingQuoteDocument,
    "\n  query ShippingBranches($postcode: String!, $carrier: String!) {\n    shippingBranches(postcode: $postcode, carrier: $carrier) {\n      id\n      carrier\n      name\n      address\n      locality\n      postcode\n    }\n  }\n": types.ShippingBranchesDocument,
    "\n  query AboutPage {\n    products(limit: 1) {\n      total\n    }\n    categories(depth: 1) {\n      id\n    }\n    partBrands {\n      slug\n    }\n  }\n": types.AboutPageDocument,
    "\n  query ContactPage {\n    shop {\n      name\n      phone\n      email\n      address\n      hours\n    }\n  }\n": types.ContactPageDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      name\n      email\n      subject\n      receivedAt\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query VehicleGroupPage($id: ID!, $year: Int, $group: ID!, $brands: [String!], $price: PriceRangeInput, $page: Int) {\n    vehicle(id: $id) {\n      ...VehiclePage_vehicle\n    }\n    partCategory(id: $group, vehicleId: $id) {\n      id\n      name\n      parent {\n        id\n        name\n      }\n    }\n    partProducts(categoryId: $group, vehicleId: $id, brands: $brands, price: $price, page: $page, limit: 8) {\n      ...ProductListing_list\n      items {\n        id\n        vehicleFit: fitStatus(vehicleId: $id)\n        fitmentNotes(vehicleId: $id) {\n          kind\n          label\n          value\n        }\n      }\n    }\n  }\n": types.VehicleGroupPageDocument,
    "\n  query VehicleMakePage($make: String!) {\n    vehicleMakeBySlug(slug: $make) {\n      id\n      name\n      slug\n      path\n      models {\n        id\n        name\n        path\n        yearFrom\n        yearTo\n      }\n    }\n  }\n": types.VehicleMakePageDocument,
    "\n  query VehicleMakesPage {\n    vehicleMakes {\n      id\n      name\n      path\n    }\n  }\n": types.VehicleMakesPageDocument,
    "\n  query VehicleModelPage($make: String!, $model: String!) {\n    vehicleModelBySlug(makeSlug: $make, modelSlug: $model) {\n      id\n      name\n      path\n      yearFrom\n      yearTo\n      make {\n        id\n        name\n        path\n      }\n      vehicles {\n        id\n        year\n        yearTo\n        engine\n        fuelType\n        powerKw\n        powerHp\n        path\n      }\n    }\n  }\n": types.VehicleModelPageDocument,
    "\n  query VehicleGarageState {\n    garage {\n      vehicles {\n        id\n        year\n      }\n      currentVehicle {\n        id\n        year\n      }\n    }\n  }\n": types.VehicleGarageStateDocument,
    "\n  query VehicleSuggestions($make: String!) {\n    vehicleMakeBySlug(slug: $make) {\n      id\n      name\n      models {\n        id\n        name\n        path\n        yearFrom\n        yearTo\n      }\n    }\n    vehicleMakes {\n      id\n      name\n      path\n    }\n  }\n": types.VehicleSuggestionsDocument,
    "\n  query VehiclePage($id: ID!, $year: Int) {\n    vehicle(id: $id) {\n      ...VehiclePage_vehicle\n    }\n    partCategories(vehicleId: $id) {\n      id\n      name\n      itemsCount\n      children {\n        id\n        name\n        itemsCount\n      }\n    }\n    vehicleParts(vehicleId: $id, limit: 8) {\n      ...ProductCard_product\n      vehicleFit: fitStatus(vehicleId: $id)\n      fitmentNotes(vehicleId: $id) {\n        kind\n        label\n        value\n      }\n    }\n  }\n": types.VehiclePageDocument,
    "\n  fragment VehiclePage_vehicle on Vehicle {\n    id\n    year\n    yearTo\n    make\n    model\n    engine\n    fuelType\n    powerKw\n    powerHp\n    capacityCc\n    engineCodes\n    path(year: $year)\n  }\n": types.VehiclePage_VehicleFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountGuard {\n    me {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  query AccountGuard {\n    me {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressesPage {\n    addresses {\n      ...SavedAddress_address\n    }\n    countries {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query AddressesPage {\n    addresses {\n      ...SavedAddress_address\n    }\n    countries {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditAddressPage($id: ID!, $isNew: Boolean!) {\n    address(id: $id) @skip(if: $isNew) {\n      ...SavedAddress_address\n    }\n    countries {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query EditAddressPage($id: ID!, $isNew: Boolean!) {\n    address(id: $id) @skip(if: $isNew) {\n      ...SavedAddress_address\n    }\n    countries {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...SavedAddress_address\n    }\n  }\n"): (typeof documents)["\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...SavedAddress_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAddress($id: ID!) {\n    removeAddress(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveAddress($id: ID!) {\n    removeAddress(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ...SavedAddress_address\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      ...SavedAddress_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...SavedAddress_address\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...SavedAddress_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPage {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phone\n    }\n    addresses {\n      ...SavedAddress_address\n    }\n    orders(page: 1) {\n      items {\n        ...OrdersTable_order\n      }\n      total\n    }\n    countries {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query DashboardPage {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phone\n    }\n    addresses {\n      ...SavedAddress_address\n    }\n    orders(page: 1) {\n      items {\n        ...OrdersTable_order\n      }\n      total\n    }\n    countries {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginPage {\n    shop {\n      demoMode\n    }\n    demoAccount {\n      email\n      password\n    }\n  }\n"): (typeof documents)["\n  query LoginPage {\n    shop {\n      demoMode\n    }\n    demoAccount {\n      email\n      password\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountEntry_payload on AuthPayload {\n    user {\n      email\n      ...AccountMenu_user\n    }\n    merged {\n      cartItems\n      wishlistItems\n      compareItems\n      garageVehicles\n      vehicles {\n        year\n        make\n        model\n        engine\n        ...GarageVehicle_vehicle\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AccountEntry_payload on AuthPayload {\n    user {\n      email\n      ...AccountMenu_user\n    }\n    merged {\n      cartItems\n      wishlistItems\n      compareItems\n      garageVehicles\n      vehicles {\n        year\n        make\n        model\n        engine\n        ...GarageVehicle_vehicle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetailsPage($id: ID!) {\n    order(id: $id) {\n      ...OrderView_order\n    }\n  }\n"): (typeof documents)["\n  query OrderDetailsPage($id: ID!) {\n    order(id: $id) {\n      ...OrderView_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersPage($page: Int!) {\n    orders(page: $page) {\n      items {\n        id\n        ...OrdersTable_order\n      }\n      page\n      pages\n      total\n      from\n      to\n    }\n  }\n"): (typeof documents)["\n  query OrdersPage($page: Int!) {\n    orders(page: $page) {\n      items {\n        id\n        ...OrdersTable_order\n      }\n      page\n      pages\n      total\n      from\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrdersTable_order on Order {\n    id\n    number\n    createdAt\n    status\n    quantity\n    total\n  }\n"): (typeof documents)["\n  fragment OrdersTable_order on Order {\n    id\n    number\n    createdAt\n    status\n    quantity\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetValid($token: String!) {\n    passwordResetValid(token: $token)\n  }\n"): (typeof documents)["\n  query PasswordResetValid($token: String!) {\n    passwordResetValid(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevicesSection {\n    devices {\n      id\n      kind\n      name\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query DevicesSection {\n    devices {\n      id\n      kind\n      name\n      signedInAt\n      lastActiveAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutDevice($id: ID!) {\n    signOutDevice(id: $id)\n  }\n"): (typeof documents)["\n  mutation SignOutDevice($id: ID!) {\n    signOutDevice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherDevices {\n    signOutOtherDevices\n  }\n"): (typeof documents)["\n  mutation SignOutOtherDevices {\n    signOutOtherDevices\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phone\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      phone\n      avatar\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      phone\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($email: String!, $password: String!) {\n    register(email: $email, password: $password) {\n      ...AccountEntry_payload\n    }\n  }\n"): (typeof documents)["\n  mutation Register($email: String!, $password: String!) {\n    register(email: $email, password: $password) {\n      ...AccountEntry_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...AccountEntry_payload\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...AccountEntry_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogListPage($category: String, $search: String, $page: Int) {\n    blogPosts(category: $category, search: $search, page: $page, limit: 8) {\n      page\n      pages\n      total\n      from\n      to\n      items {\n        id\n        ...PostCard_post\n      }\n    }\n    blogCategories {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query BlogListPage($category: String, $search: String, $page: Int) {\n    blogPosts(category: $category, search: $search, page: $page, limit: 8) {\n      page\n      pages\n      total\n      from\n      to\n      items {\n        id\n        ...PostCard_post\n      }\n    }\n    blogCategories {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogSidebar {\n    blogCategories {\n      id\n      slug\n      name\n      itemsCount\n    }\n    blogPosts(limit: 4) {\n      items {\n        id\n        slug\n        title\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogSidebar {\n    blogCategories {\n      id\n      slug\n      name\n      itemsCount\n    }\n    blogPosts(limit: 4) {\n      items {\n        id\n        slug\n        title\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard_post on BlogPost {\n    id\n    slug\n    title\n    image\n    excerpt\n    author\n    date\n    categories {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PostCard_post on BlogPost {\n    id\n    slug\n    title\n    image\n    excerpt\n    author\n    date\n    categories {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPage($slug: String!) {\n    blogPost(slug: $slug) {\n      ...PostView_post\n    }\n  }\n"): (typeof documents)["\n  query PostPage($slug: String!) {\n    blogPost(slug: $slug) {\n      ...PostView_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPageLatest {\n    blogPosts(limit: 1) {\n      items {\n        ...PostView_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostPageLatest {\n    blogPosts(limit: 1) {\n      items {\n        ...PostView_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostView_post on BlogPost {\n    id\n    slug\n    title\n    image\n    excerpt\n    body\n    author\n    date\n    categories {\n      id\n      slug\n      name\n    }\n    previous {\n      id\n      slug\n      title\n    }\n    next {\n      id\n      slug\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment PostView_post on BlogPost {\n    id\n    slug\n    title\n    image\n    excerpt\n    body\n    author\n    date\n    categories {\n      id\n      slug\n      name\n    }\n    previous {\n      id\n      slug\n      title\n    }\n    next {\n      id\n      slug\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartPage {\n    cart {\n      ...MiniCart_cart\n      items {\n        id\n        ...CartLine_item\n        product {\n          id\n          name\n          fitStatus\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartPage {\n    cart {\n      ...MiniCart_cart\n      items {\n        id\n        ...CartLine_item\n        product {\n          id\n          name\n          fitStatus\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    price\n    total\n    options {\n      name\n      value\n    }\n    product {\n      id\n      slug\n      name\n      images\n      fitStatus\n    }\n  }\n"): (typeof documents)["\n  fragment CartLine_item on CartItem {\n    id\n    quantity\n    price\n    total\n    options {\n      name\n      value\n    }\n    product {\n      id\n      slug\n      name\n      images\n      fitStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($productId: ID!, $quantity: Int!, $options: [CartItemOptionInput!]! = []) {\n    addToCart(productId: $productId, quantity: $quantity, options: $options) {\n      ...MiniCart_cart\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($productId: ID!, $quantity: Int!, $options: [CartItemOptionInput!]! = []) {\n    addToCart(productId: $productId, quantity: $quantity, options: $options) {\n      ...MiniCart_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartItem($itemId: ID!) {\n    removeCartItem(itemId: $itemId) {\n      ...MiniCart_cart\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCartItem($itemId: ID!) {\n    removeCartItem(itemId: $itemId) {\n      ...MiniCart_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($itemId: ID!, $quantity: Int!) {\n    updateCartItem(itemId: $itemId, quantity: $quantity) {\n      ...MiniCart_cart\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItem($itemId: ID!, $quantity: Int!) {\n    updateCartItem(itemId: $itemId, quantity: $quantity) {\n      ...MiniCart_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogStatus {\n    catalogStatus {\n      available\n      reason\n    }\n  }\n"): (typeof documents)["\n  query CatalogStatus {\n    catalogStatus {\n      available\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPageParts($id: ID!, $vehicleId: ID, $brands: [String!], $price: PriceRangeInput, $page: Int) {\n    partCategory(id: $id) {\n      id\n      slug\n      name\n      parent {\n        id\n        slug\n        name\n      }\n    }\n    partProducts(categoryId: $id, vehicleId: $vehicleId, brands: $brands, price: $price, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n"): (typeof documents)["\n  query CategoryPageParts($id: ID!, $vehicleId: ID, $brands: [String!], $price: PriceRangeInput, $page: Int) {\n    partCategory(id: $id) {\n      id\n      slug\n      name\n      parent {\n        id\n        slug\n        name\n      }\n    }\n    partProducts(categoryId: $id, vehicleId: $vehicleId, brands: $brands, price: $price, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPageCategory($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      layout\n      parent {\n        id\n        slug\n        name\n        layout\n      }\n      children {\n        id\n        slug\n        name\n        image\n        itemsCount\n        layout\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryPageCategory($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      layout\n      parent {\n        id\n        slug\n        name\n        layout\n      }\n      children {\n        id\n        slug\n        name\n        image\n        itemsCount\n        layout\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPageProducts($category: String, $filters: ProductListFilters, $sort: ProductSort, $page: Int) {\n    products(category: $category, filters: $filters, sort: $sort, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n"): (typeof documents)["\n  query CategoryPageProducts($category: String, $filters: ProductListFilters, $sort: ProductSort, $page: Int) {\n    products(category: $category, filters: $filters, sort: $sort, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductListing_list on ProductList {\n    page\n    limit\n    total\n    pages\n    from\n    to\n    items {\n      ...ProductCard_product\n    }\n    filters {\n      type\n      slug\n      min\n      max\n      range\n      selected\n      items {\n        slug\n        name\n        count\n      }\n      countsExact\n      categories {\n        id\n        slug\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductListing_list on ProductList {\n    page\n    limit\n    total\n    pages\n    from\n    to\n    items {\n      ...ProductCard_product\n    }\n    filters {\n      type\n      slug\n      min\n      max\n      range\n      selected\n      items {\n        slug\n        name\n        count\n      }\n      countsExact\n      categories {\n        id\n        slug\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductAnalogs($slug: String!) {\n    productAnalogs(slug: $slug, limit: 8) {\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query ProductAnalogs($slug: String!) {\n    productAnalogs(slug: $slug, limit: 8) {\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPageRelated($slug: String!) {\n    relatedProducts(slug: $slug, limit: 8) {\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query ProductPageRelated($slug: String!) {\n    relatedProducts(slug: $slug, limit: 8) {\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFit($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      fitStatus\n      fitmentNotes {\n        label\n        value\n        kind\n      }\n      garageFit {\n        status\n        notes {\n          label\n          value\n          kind\n        }\n        vehicle {\n          ...GarageVehicle_vehicle\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductFit($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      fitStatus\n      fitmentNotes {\n        label\n        value\n        kind\n      }\n      garageFit {\n        status\n        notes {\n          label\n          value\n          kind\n        }\n        vehicle {\n          ...GarageVehicle_vehicle\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      images\n      purchasable\n      categories {\n        id\n        slug\n        name\n      }\n      ...ProductSummary_product\n      ...ProductPurchase_product\n      ...ProductTabs_product\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      images\n      purchasable\n      categories {\n        id\n        slug\n        name\n      }\n      ...ProductSummary_product\n      ...ProductPurchase_product\n      ...ProductTabs_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductReviews($productId: ID!, $page: Int!, $limit: Int!) {\n    productReviews(productId: $productId, page: $page, limit: $limit) {\n      page\n      pages\n      total\n      from\n      to\n      items {\n        id\n        date\n        author\n        avatar\n        rating\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductReviews($productId: ID!, $page: Int!, $limit: Int!) {\n    productReviews(productId: $productId, page: $page, limit: $limit) {\n      page\n      pages\n      total\n      from\n      to\n      items {\n        id\n        date\n        author\n        avatar\n        rating\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReview($input: AddReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddReview($input: AddReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductNumbers_product on Product {\n    oeNumbers {\n      number\n      make\n    }\n    gtins\n  }\n"): (typeof documents)["\n  fragment ProductNumbers_product on Product {\n    oeNumbers {\n      number\n      make\n    }\n    gtins\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSpecification_product on Product {\n    attributes {\n      name\n      slug\n      featured\n      values {\n        slug\n        name\n      }\n    }\n    type {\n      slug\n      attributeGroups {\n        name\n        slug\n        attributes\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSpecification_product on Product {\n    attributes {\n      name\n      slug\n      featured\n      values {\n        slug\n        name\n      }\n    }\n    type {\n      slug\n      attributeGroups {\n        name\n        slug\n        attributes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductTabs_product on Product {\n    id\n    slug\n    source\n    description\n    reviews\n    ...ProductSpecification_product\n    ...ProductNumbers_product\n  }\n"): (typeof documents)["\n  fragment ProductTabs_product on Product {\n    id\n    slug\n    source\n    description\n    reviews\n    ...ProductSpecification_product\n    ...ProductNumbers_product\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductVehicles($slug: String!, $page: Int!, $limit: Int!) {\n    product(slug: $slug) {\n      id\n      slug\n      linkedVehicles(page: $page, limit: $limit) {\n        page\n        pages\n        total\n        from\n        to\n        items {\n          id\n          year\n          yearTo\n          make\n          model\n          engine\n          fuelType\n          powerKw\n          powerHp\n          capacityCc\n          engineCodes\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductVehicles($slug: String!, $page: Int!, $limit: Int!) {\n    product(slug: $slug) {\n      id\n      slug\n      linkedVehicles(page: $page, limit: $limit) {\n        page\n        pages\n        total\n        from\n        to\n        items {\n          id\n          year\n          yearTo\n          make\n          model\n          engine\n          fuelType\n          powerKw\n          powerHp\n          capacityCc\n          engineCodes\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPurchase_product on Product {\n    id\n    slug\n    name\n    stock\n    purchasable\n    options {\n      type\n      slug\n      name\n      values {\n        slug\n        name\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductPurchase_product on Product {\n    id\n    slug\n    name\n    stock\n    purchasable\n    options {\n      type\n      slug\n      name\n      values {\n        slug\n        name\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummary_product on Product {\n    id\n    slug\n    name\n    excerpt\n    sku\n    partNumber\n    price\n    compareAtPrice\n    stock\n    rating\n    reviews\n    availability\n    delivery {\n      minDays\n      maxDays\n    }\n    fitStatus\n    brand {\n      slug\n      name\n      country\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSummary_product on Product {\n    id\n    slug\n    name\n    excerpt\n    sku\n    partNumber\n    price\n    compareAtPrice\n    stock\n    rating\n    reviews\n    availability\n    delivery {\n      minDays\n      maxDays\n    }\n    fitStatus\n    brand {\n      slug\n      name\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPageResults($query: String!, $vehicleId: ID, $filters: ProductListFilters, $sort: ProductSort, $page: Int) {\n    search(query: $query, vehicleId: $vehicleId, filters: $filters, sort: $sort, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n"): (typeof documents)["\n  query SearchPageResults($query: String!, $vehicleId: ID, $filters: ProductListFilters, $sort: ProductSort, $page: Int) {\n    search(query: $query, vehicleId: $vehicleId, filters: $filters, sort: $sort, page: $page, limit: 8) {\n      ...ProductListing_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopPage($vehicleId: ID) {\n    categories(depth: 1) {\n      id\n      slug\n      name\n      image\n      itemsCount\n      layout\n    }\n    partCategories(vehicleId: $vehicleId) {\n      id\n      slug\n      name\n      image\n      itemsCount\n    }\n  }\n"): (typeof documents)["\n  query ShopPage($vehicleId: ID) {\n    categories(depth: 1) {\n      id\n      slug\n      name\n      image\n      itemsCount\n      layout\n    }\n    partCategories(vehicleId: $vehicleId) {\n      id\n      slug\n      name\n      image\n      itemsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPage {\n    me {\n      id\n      email\n    }\n    cart {\n      ...MiniCart_cart\n      items {\n        id\n      }\n    }\n    paymentMethods {\n      method\n      publicKey\n    }\n    countries {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPage {\n    me {\n      id\n      email\n    }\n    cart {\n      ...MiniCart_cart\n      items {\n        id\n      }\n    }\n    paymentMethods {\n      method\n      publicKey\n    }\n    countries {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutAddresses {\n    addresses {\n      ...SavedAddress_address\n    }\n  }\n"): (typeof documents)["\n  query CheckoutAddresses {\n    addresses {\n      ...SavedAddress_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderSuccess($token: String!) {\n    orderByToken(token: $token) {\n      ...OrderView_order\n    }\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query OrderSuccess($token: String!) {\n    orderByToken(token: $token) {\n      ...OrderView_order\n    }\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAddress_address on OrderAddress {\n    firstName\n    lastName\n    company\n    country\n    address1\n    address2\n    city\n    state\n    postcode\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n  }\n"): (typeof documents)["\n  fragment OrderAddress_address on OrderAddress {\n    firstName\n    lastName\n    company\n    country\n    address1\n    address2\n    city\n    state\n    postcode\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderInvoice($token: String!) {\n    orderByToken(token: $token) {\n      id\n      invoice {\n        letter\n        state\n        number\n        cae\n        caeDueDate\n        pdfUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderInvoice($token: String!) {\n    orderByToken(token: $token) {\n      id\n      invoice {\n        letter\n        state\n        number\n        cae\n        caeDueDate\n        pdfUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderTracking_order on Order {\n    tracking {\n      carrierName\n      trackingNumber\n      state\n      checkedAt\n      events {\n        at\n        state\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderTracking_order on Order {\n    tracking {\n      carrierName\n      trackingNumber\n      state\n      checkedAt\n      events {\n        at\n        state\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderView_order on Order {\n    id\n    token\n    number\n    createdAt\n    payment\n    status\n    email\n    comment\n    items {\n      productId\n      name\n      sku\n      image\n      options {\n        name\n        value\n      }\n      price\n      quantity\n      total\n      product {\n        id\n        slug\n      }\n    }\n    quantity\n    subtotal\n    totals {\n      title\n      price\n      type\n    }\n    total\n    shippingAddress {\n      ...OrderAddress_address\n    }\n    billingAddress {\n      ...OrderAddress_address\n    }\n    invoiceType\n    invoice {\n      letter\n      state\n      number\n      cae\n      caeDueDate\n      pdfUrl\n    }\n    shipping {\n      carrier\n      carrierName\n      service\n      mode\n      price\n      postcode\n      branch {\n        id\n        name\n        address\n        locality\n      }\n    }\n    onlinePayment {\n      status\n      providerPaymentId\n      updatedAt\n      refundedCentavos\n    }\n    ...OrderTracking_order\n    shipment {\n      carrier\n      trackingNumber\n      shippedAt\n      deliveredAt\n    }\n    history {\n      from\n      to\n      at\n    }\n    revocation {\n      code\n      requestedAt\n    }\n  }\n"): (typeof documents)["\n  fragment OrderView_order on Order {\n    id\n    token\n    number\n    createdAt\n    payment\n    status\n    email\n    comment\n    items {\n      productId\n      name\n      sku\n      image\n      options {\n        name\n        value\n      }\n      price\n      quantity\n      total\n      product {\n        id\n        slug\n      }\n    }\n    quantity\n    subtotal\n    totals {\n      title\n      price\n      type\n    }\n    total\n    shippingAddress {\n      ...OrderAddress_address\n    }\n    billingAddress {\n      ...OrderAddress_address\n    }\n    invoiceType\n    invoice {\n      letter\n      state\n      number\n      cae\n      caeDueDate\n      pdfUrl\n    }\n    shipping {\n      carrier\n      carrierName\n      service\n      mode\n      price\n      postcode\n      branch {\n        id\n        name\n        address\n        locality\n      }\n    }\n    onlinePayment {\n      status\n      providerPaymentId\n      updatedAt\n      refundedCentavos\n    }\n    ...OrderTracking_order\n    shipment {\n      carrier\n      trackingNumber\n      shippedAt\n      deliveredAt\n    }\n    history {\n      from\n      to\n      at\n    }\n    revocation {\n      code\n      requestedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($token: String!, $paymentId: String!) {\n    confirmPayment(token: $token, paymentId: $paymentId) {\n      ...OrderView_order\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($token: String!, $paymentId: String!) {\n    confirmPayment(token: $token, paymentId: $paymentId) {\n      ...OrderView_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPayment($token: String!) {\n    startPayment(token: $token) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartPayment($token: String!) {\n    startPayment(token: $token) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestOrderRevocation($input: OrderRevocationInput!) {\n    requestOrderRevocation(input: $input) {\n      code\n      orderNumber\n      requestedAt\n      termStartsAt\n      termEndsAt\n      withinTerm\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation RequestOrderRevocation($input: OrderRevocationInput!) {\n    requestOrderRevocation(input: $input) {\n      code\n      orderNumber\n      requestedAt\n      termStartsAt\n      termEndsAt\n      withinTerm\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackOrder($number: Int!, $email: String!) {\n    trackOrder(number: $number, email: $email) {\n      ...OrderView_order\n    }\n  }\n"): (typeof documents)["\n  query TrackOrder($number: Int!, $email: String!) {\n    trackOrder(number: $number, email: $email) {\n      ...OrderView_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackOrderByToken($token: String!) {\n    orderByToken(token: $token) {\n      ...OrderView_order\n    }\n  }\n"): (typeof documents)["\n  query TrackOrderByToken($token: String!) {\n    orderByToken(token: $token) {\n      ...OrderView_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: CheckoutInput!) {\n    checkout(input: $input) {\n      id\n      token\n      number\n      payment\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: CheckoutInput!) {\n    checkout(input: $input) {\n      id\n      token\n      number\n      payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrencyRates {\n    shop {\n      currencies {\n        code\n        pesosPerUnit\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrencyRates {\n    shop {\n      currencies {\n        code\n        pesosPerUnit\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountMenu_user on User {\n    id\n    email\n    firstName\n    lastName\n    avatar\n  }\n"): (typeof documents)["\n  fragment AccountMenu_user on User {\n    id\n    email\n    firstName\n    lastName\n    avatar\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrameShop {\n    shop {\n      name\n      slogan\n      phone\n      email\n      address\n      hours\n      demoMode\n    }\n  }\n"): (typeof documents)["\n  query FrameShop {\n    shop {\n      name\n      slogan\n      phone\n      email\n      address\n      hours\n      demoMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrameShopper {\n    me {\n      ...AccountMenu_user\n    }\n    cart {\n      ...MiniCart_cart\n    }\n    wishlist {\n      count\n    }\n    garage {\n      ...Garage_garage\n    }\n  }\n"): (typeof documents)["\n  query FrameShopper {\n    me {\n      ...AccountMenu_user\n    }\n    cart {\n      ...MiniCart_cart\n    }\n    wishlist {\n      count\n    }\n    garage {\n      ...Garage_garage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Departments {\n    departments {\n      id\n      name\n      slug\n      layout\n      children {\n        id\n        name\n        slug\n        layout\n      }\n    }\n  }\n"): (typeof documents)["\n  query Departments {\n    departments {\n      id\n      name\n      slug\n      layout\n      children {\n        id\n        name\n        slug\n        layout\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($query: String!, $vehicleId: ID) {\n    searchSuggestions(query: $query, vehicleId: $vehicleId) {\n      query\n      products {\n        id\n        slug\n        name\n        images\n        rating\n        reviews\n        price\n        compareAtPrice\n      }\n      categories {\n        id\n        name\n        slug\n        layout\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($query: String!, $vehicleId: ID) {\n    searchSuggestions(query: $query, vehicleId: $vehicleId) {\n      query\n      products {\n        id\n        slug\n        name\n        images\n        rating\n        reviews\n        price\n        compareAtPrice\n      }\n      categories {\n        id\n        name\n        slug\n        layout\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GarageVehicle_vehicle on GarageVehicle {\n    id\n    year\n    make\n    model\n    engine\n    path\n  }\n"): (typeof documents)["\n  fragment GarageVehicle_vehicle on GarageVehicle {\n    id\n    year\n    make\n    model\n    engine\n    path\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Garage_garage on Garage {\n    vehicles {\n      ...GarageVehicle_vehicle\n      addedAt\n    }\n    currentVehicle {\n      ...GarageVehicle_vehicle\n    }\n  }\n"): (typeof documents)["\n  fragment Garage_garage on Garage {\n    vehicles {\n      ...GarageVehicle_vehicle\n      addedAt\n    }\n    currentVehicle {\n      ...GarageVehicle_vehicle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GaragePage {\n    garage {\n      ...Garage_garage\n    }\n  }\n"): (typeof documents)["\n  query GaragePage {\n    garage {\n      ...Garage_garage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddVehicleToGarage($vehicleId: ID!, $year: Int) {\n    addVehicleToGarage(vehicleId: $vehicleId, year: $year) {\n      ...Garage_garage\n    }\n  }\n"): (typeof documents)["\n  mutation AddVehicleToGarage($vehicleId: ID!, $year: Int) {\n    addVehicleToGarage(vehicleId: $vehicleId, year: $year) {\n      ...Garage_garage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentVehicle {\n    garage {\n      currentVehicle {\n        ...GarageVehicle_vehicle\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentVehicle {\n    garage {\n      currentVehicle {\n        ...GarageVehicle_vehicle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveVehicleFromGarage($vehicleId: ID!) {\n    removeVehicleFromGarage(vehicleId: $vehicleId) {\n      ...Garage_garage\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveVehicleFromGarage($vehicleId: ID!) {\n    removeVehicleFromGarage(vehicleId: $vehicleId) {\n      ...Garage_garage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCurrentVehicle($vehicleId: ID, $year: Int) {\n    setCurrentVehicle(vehicleId: $vehicleId, year: $year) {\n      ...Garage_garage\n    }\n  }\n"): (typeof documents)["\n  mutation SetCurrentVehicle($vehicleId: ID, $year: Int) {\n    setCurrentVehicle(vehicleId: $vehicleId, year: $year) {\n      ...Garage_garage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleFormMakes {\n    vehicleMakes {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query VehicleFormMakes {\n    vehicleMakes {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleFormModels($makeId: ID!) {\n    vehicleModels(makeId: $makeId) {\n      id\n      name\n      yearFrom\n      yearTo\n    }\n  }\n"): (typeof documents)["\n  query VehicleFormModels($makeId: ID!) {\n    vehicleModels(makeId: $makeId) {\n      id\n      name\n      yearFrom\n      yearTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleFormYears($makeId: ID!, $modelId: ID!) {\n    vehicleYears(makeId: $makeId, modelId: $modelId)\n  }\n"): (typeof documents)["\n  query VehicleFormYears($makeId: ID!, $modelId: ID!) {\n    vehicleYears(makeId: $makeId, modelId: $modelId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleFormEngines($makeId: ID!, $modelId: ID!, $year: Int!) {\n    vehicles(makeId: $makeId, modelId: $modelId, year: $year) {\n      id\n      year\n      make\n      model\n      engine\n    }\n  }\n"): (typeof documents)["\n  query VehicleFormEngines($makeId: ID!, $modelId: ID!, $year: Int!) {\n    vehicles(makeId: $makeId, modelId: $modelId, year: $year) {\n      id\n      year\n      make\n      model\n      engine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleFormVin($vin: String!) {\n    vehiclesByVin(vin: $vin) {\n      id\n      year\n      make\n      model\n      engine\n    }\n  }\n"): (typeof documents)["\n  query VehicleFormVin($vin: String!) {\n    vehiclesByVin(vin: $vin) {\n      id\n      year\n      make\n      model\n      engine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProductTabs {\n    featuredProducts(limit: 1) {\n      slug\n    }\n    popularProducts(limit: 1) {\n      slug\n    }\n    topRatedProducts(limit: 1) {\n      slug\n    }\n    specialOffers(limit: 1) {\n      slug\n    }\n  }\n"): (typeof documents)["\n  query HomeProductTabs {\n    featuredProducts(limit: 1) {\n      slug\n    }\n    popularProducts(limit: 1) {\n      slug\n    }\n    topRatedProducts(limit: 1) {\n      slug\n    }\n    specialOffers(limit: 1) {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProductTab($featured: Boolean! = false, $popular: Boolean! = false, $topRated: Boolean! = false, $onSale: Boolean! = false) {\n    featuredProducts(limit: 8) @include(if: $featured) {\n      ...ProductCard_product\n    }\n    popularProducts(limit: 8) @include(if: $popular) {\n      ...ProductCard_product\n    }\n    topRatedProducts(limit: 8) @include(if: $topRated) {\n      ...ProductCard_product\n    }\n    specialOffers(limit: 8) @include(if: $onSale) {\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query HomeProductTab($featured: Boolean! = false, $popular: Boolean! = false, $topRated: Boolean! = false, $onSale: Boolean! = false) {\n    featuredProducts(limit: 8) @include(if: $featured) {\n      ...ProductCard_product\n    }\n    popularProducts(limit: 8) @include(if: $popular) {\n      ...ProductCard_product\n    }\n    topRatedProducts(limit: 8) @include(if: $topRated) {\n      ...ProductCard_product\n    }\n    specialOffers(limit: 8) @include(if: $onSale) {\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSpecialOffers {\n    specialOffers(limit: 4) {\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query HomeSpecialOffers {\n    specialOffers(limit: 4) {\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeColumns_product on Product {\n    id\n    slug\n    name\n    images\n    rating\n    reviews\n    price\n    compareAtPrice\n  }\n"): (typeof documents)["\n  fragment HomeColumns_product on Product {\n    id\n    slug\n    name\n    images\n    rating\n    reviews\n    price\n    compareAtPrice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeColumns {\n    topRatedProducts(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n    latestProducts(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n    specialOffers(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n  }\n"): (typeof documents)["\n  query HomeColumns {\n    topRatedProducts(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n    latestProducts(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n    specialOffers(limit: 3) {\n      id\n      ...HomeColumns_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategories {\n    categories(depth: 2) {\n      id\n      slug\n      name\n      image\n      layout\n      itemsCount\n      children {\n        id\n        slug\n        name\n        layout\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeCategories {\n    categories(depth: 2) {\n      id\n      slug\n      name\n      image\n      layout\n      itemsCount\n      children {\n        id\n        slug\n        name\n        layout\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBrands {\n    partBrands(withLogo: true, limit: 12) {\n      slug\n      name\n      image\n    }\n  }\n"): (typeof documents)["\n  query HomeBrands {\n    partBrands(withLogo: true, limit: 12) {\n      slug\n      name\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLatestPosts {\n    blogPosts(limit: 3) {\n      items {\n        id\n        ...PostCard_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeLatestPosts {\n    blogPosts(limit: 3) {\n      items {\n        id\n        ...PostCard_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeShop {\n    shop {\n      name\n      slogan\n    }\n  }\n"): (typeof documents)["\n  query HomeShop {\n    shop {\n      name\n      slogan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePreferences($language: String, $currency: String) {\n    setPreferences(language: $language, currency: $currency) {\n      language\n      currency\n    }\n  }\n"): (typeof documents)["\n  mutation SavePreferences($language: String, $currency: String) {\n    setPreferences(language: $language, currency: $currency) {\n      language\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MiniCart_cart on Cart {\n    quantity\n    subtotal\n    total\n    totals {\n      title\n      price\n      type\n    }\n    items {\n      id\n      quantity\n      price\n      total\n      options {\n        name\n        value\n      }\n      product {\n        id\n        slug\n        name\n        images\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MiniCart_cart on Cart {\n    quantity\n    subtotal\n    total\n    totals {\n      title\n      price\n      type\n    }\n    items {\n      id\n      quantity\n      price\n      total\n      options {\n        name\n        value\n      }\n      product {\n        id\n        slug\n        name\n        images\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    excerpt\n    sku\n    partNumber\n    images\n    rating\n    reviews\n    price\n    compareAtPrice\n    stock\n    badges\n    fitStatus\n    brand {\n      slug\n      name\n    }\n    options {\n      slug\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    excerpt\n    sku\n    partNumber\n    images\n    rating\n    reviews\n    price\n    compareAtPrice\n    stock\n    badges\n    fitStatus\n    brand {\n      slug\n      name\n    }\n    options {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedAddress_address on Address {\n    id\n    firstName\n    lastName\n    company\n    country\n    address1\n    address2\n    city\n    state\n    postcode\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n    default\n  }\n"): (typeof documents)["\n  fragment SavedAddress_address on Address {\n    id\n    firstName\n    lastName\n    company\n    country\n    address1\n    address2\n    city\n    state\n    postcode\n    email\n    phone\n    documentType\n    documentNumber\n    ivaCondition\n    default\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompareEntries_compare on Compare {\n    count\n    items {\n      product {\n        id\n        slug\n      }\n    }\n    attributes {\n      name\n      slug\n      values\n    }\n  }\n"): (typeof documents)["\n  fragment CompareEntries_compare on Compare {\n    count\n    items {\n      product {\n        id\n        slug\n      }\n    }\n    attributes {\n      name\n      slug\n      values\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparePage {\n    compare {\n      ...CompareEntries_compare\n      items {\n        product {\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComparePage {\n    compare {\n      ...CompareEntries_compare\n      items {\n        product {\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCompare($productId: ID!) {\n    addToCompare(productId: $productId) {\n      count\n      items {\n        product {\n          id\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCompare($productId: ID!) {\n    addToCompare(productId: $productId) {\n      count\n      items {\n        product {\n          id\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      count\n      items {\n        product {\n          id\n          slug\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      count\n      items {\n        product {\n          id\n          slug\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCompare {\n    clearCompare {\n      ...CompareEntries_compare\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCompare {\n    clearCompare {\n      ...CompareEntries_compare\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCompare($productId: ID!) {\n    removeFromCompare(productId: $productId) {\n      ...CompareEntries_compare\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCompare($productId: ID!) {\n    removeFromCompare(productId: $productId) {\n      ...CompareEntries_compare\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WishlistEntries_wishlist on Wishlist {\n    count\n    items {\n      addedAt\n      product {\n        id\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WishlistEntries_wishlist on Wishlist {\n    count\n    items {\n      addedAt\n      product {\n        id\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWishlistItem($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...WishlistEntries_wishlist\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveWishlistItem($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...WishlistEntries_wishlist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistPage {\n    wishlist {\n      ...WishlistEntries_wishlist\n      items {\n        addedAt\n        product {\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WishlistPage {\n    wishlist {\n      ...WishlistEntries_wishlist\n      items {\n        addedAt\n        product {\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippingOption_option on ShippingOption {\n    quoteId\n    carrier\n    carrierName\n    service\n    mode\n    price\n    priceCentavos\n    deliveryDaysMin\n    deliveryDaysMax\n    arrivesFrom\n    arrivesBy\n  }\n"): (typeof documents)["\n  fragment ShippingOption_option on ShippingOption {\n    quoteId\n    carrier\n    carrierName\n    service\n    mode\n    price\n    priceCentavos\n    deliveryDaysMin\n    deliveryDaysMax\n    arrivesFrom\n    arrivesBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippingQuote_quote on ShippingQuote {\n    postcode\n    code\n    province\n    locality\n    fallback\n    cheapest {\n      ...ShippingOption_option\n    }\n    options {\n      ...ShippingOption_option\n    }\n  }\n"): (typeof documents)["\n  fragment ShippingQuote_quote on ShippingQuote {\n    postcode\n    code\n    province\n    locality\n    fallback\n    cheapest {\n      ...ShippingOption_option\n    }\n    options {\n      ...ShippingOption_option\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartShippingQuote($postcode: String!) {\n    shippingQuote(postcode: $postcode) {\n      ...ShippingQuote_quote\n    }\n  }\n"): (typeof documents)["\n  query CartShippingQuote($postcode: String!) {\n    shippingQuote(postcode: $postcode) {\n      ...ShippingQuote_quote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductShippingQuote($productId: ID!, $postcode: String!) {\n    productShippingQuote(productId: $productId, postcode: $postcode) {\n      ...ShippingQuote_quote\n    }\n  }\n"): (typeof documents)["\n  query ProductShippingQuote($productId: ID!, $postcode: String!) {\n    productShippingQuote(productId: $productId, postcode: $postcode) {\n      ...ShippingQuote_quote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingBranches($postcode: String!, $carrier: String!) {\n    shippingBranches(postcode: $postcode, carrier: $carrier) {\n      id\n      carrier\n      name\n      address\n      locality\n      postcode\n    }\n  }\n"): (typeof documents)["\n  query ShippingBranches($postcode: String!, $carrier: String!) {\n    shippingBranches(postcode: $postcode, carrier: $carrier) {\n      id\n      carrier\n      name\n      address\n      locality\n      postcode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutPage {\n    products(limit: 1) {\n      total\n    }\n    categories(depth: 1) {\n      id\n    }\n    partBrands {\n      slug\n    }\n  }\n"): (typeof documents)["\n  query AboutPage {\n    products(limit: 1) {\n      total\n    }\n    categories(depth: 1) {\n      id\n    }\n    partBrands {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPage {\n    shop {\n      name\n      phone\n      email\n      address\n      hours\n    }\n  }\n"): (typeof documents)["\n  query ContactPage {\n    shop {\n      name\n      phone\n      email\n      address\n      hours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      name\n      email\n      subject\n      receivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      name\n      email\n      subject\n      receivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleGroupPage($id: ID!, $year: Int, $group: ID!, $brands: [String!], $price: PriceRangeInput, $page: Int) {\n    vehicle(id: $id) {\n      ...VehiclePage_vehicle\n    }\n    partCategory(id: $group, vehicleId: $id) {\n      id\n      name\n      parent {\n        id\n        name\n      }\n    }\n    partProducts(categoryId: $group, vehicleId: $id, brands: $brands, price: $price, page: $page, limit: 8) {\n      ...ProductListing_list\n      items {\n        id\n        vehicleFit: fitStatus(vehicleId: $id)\n        fitmentNotes(vehicleId: $id) {\n          kind\n          label\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VehicleGroupPage($id: ID!, $year: Int, $group: ID!, $brands: [String!], $price: PriceRangeInput, $page: Int) {\n    vehicle(id: $id) {\n      ...VehiclePage_vehicle\n    }\n    partCategory(id: $group, vehicleId: $id) {\n      id\n      name\n      parent {\n        id\n        name\n      }\n    }\n    partProducts(categoryId: $group, vehicleId: $id, brands: $brands, price: $price, page: $page, limit: 8) {\n      ...ProductListing_list\n      items {\n        id\n        vehicleFit: fitStatus(vehicleId: $id)\n        fitmentNotes(vehicleId: $id) {\n          kind\n          label\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleMakePage($make: String!) {\n    vehicleMakeBySlug(slug: $make) {\n      id\n      name\n      slug\n      path\n      models {\n        id\n        name\n        path\n        yearFrom\n        yearTo\n      }\n    }\n  }\n"): (typeof documents)["\n  query VehicleMakePage($make: String!) {\n    vehicleMakeBySlug(slug: $make) {\n      id\n      name\n      slug\n      path\n      models {\n        id\n        name\n        path\n        yearFrom\n        yearTo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleMakesPage {\n    vehicleMakes {\n      id\n      name\n      path\n    }\n  }\n"): (typeof documents)["\n  query VehicleMakesPage {\n    vehicleMakes {\n      id\n      name\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleModelPage($make: String!, $model: String!) {\n    vehicleModelBySlug(makeSlug: $make, modelSlug: $model) {\n      id\n      name\n      path\n      yearFrom\n      yearTo\n      make {\n        id\n        name\n        path\n      }\n      vehicles {\n        id\n        year\n        yearTo\n        engine\n        fuelType\n        powerKw\n        powerHp\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query VehicleModelPage($make: String!, $model: String!) {\n    vehicleModelBySlug(makeSlug: $make, modelSlug: $model) {\n      id\n      name\n      path\n      yearFrom\n      yearTo\n      make {\n        id\n        name\n        path\n      }\n      vehicles {\n        id\n        year\n        yearTo\n        engine\n        fuelType\n        powerKw\n        powerHp\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleGarageState {\n    garage {\n      vehicles {\n        id\n        year\n      }\n      currentVehicle {\n        id\n        year\n      }\n    }\n  }\n"): (typeof documents)["\n  query VehicleGarageState {\n    garage {\n      vehicles {\n        id\n        year\n      }\n      currentVehicle {\n        id\n        year\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleSuggestions($make: String!) {\n    vehicleMakeBySlug(slug: $make) {\n      id\n      name\n      models {\n        id\n        name\n        path\n        yearFrom\n        yearTo\n      }\n    }\n    vehicleMakes {\n      id\n      name\n      path\n    }\n  }\n"): (typeof documents)["\n  query VehicleSuggestions($make: String!) {\n    vehicleMakeBySlug(slug: $make) {\n      id\n      name\n      models {\n        id\n        name\n        path\n        yearFrom\n        yearTo\n      }\n    }\n    vehicleMakes {\n      id\n      name\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehiclePage($id: ID!, $year: Int) {\n    vehicle(id: $id) {\n      ...VehiclePage_vehicle\n    }\n    partCategories(vehicleId: $id) {\n      id\n      name\n      itemsCount\n      children {\n        id\n        name\n        itemsCount\n      }\n    }\n    vehicleParts(vehicleId: $id, limit: 8) {\n      ...ProductCard_product\n      vehicleFit: fitStatus(vehicleId: $id)\n      fitmentNotes(vehicleId: $id) {\n        kind\n        label\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query VehiclePage($id: ID!, $year: Int) {\n    vehicle(id: $id) {\n      ...VehiclePage_vehicle\n    }\n    partCategories(vehicleId: $id) {\n      id\n      name\n      itemsCount\n      children {\n        id\n        name\n        itemsCount\n      }\n    }\n    vehicleParts(vehicleId: $id, limit: 8) {\n      ...ProductCard_product\n      vehicleFit: fitStatus(vehicleId: $id)\n      fitmentNotes(vehicleId: $id) {\n        kind\n        label\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VehiclePage_vehicle on Vehicle {\n    id\n    year\n    yearTo\n    make\n    model\n    engine\n    fuelType\n    powerKw\n    powerHp\n    capacityCc\n    engineCodes\n    path(year: $year)\n  }\n"): (typeof documents)["\n  fragment VehiclePage_vehicle on Vehicle {\n    id\n    year\n    yearTo\n    make\n    model\n    engine\n    fuelType\n    powerKw\n    powerHp\n    capacityCc\n    engineCodes\n    path(year: $year)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;