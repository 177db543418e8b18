-- Two more permissions for the back office: answering contact messages (reading them stays
-- `messages:read`) and setting the currency rates other currencies are shown at. Those who deal
-- with orders and with the catalogue answer the shoppers who write; the catalogue's people keep the
-- rates (the owner has every permission).
update staff_roles set permissions = array_append(permissions, 'messages:answer')
  where code in ('orders', 'catalogue') and not ('messages:answer' = any (permissions));
update staff_roles set permissions = array_append(permissions, 'rates:manage')
  where code = 'catalogue' and not ('rates:manage' = any (permissions));
