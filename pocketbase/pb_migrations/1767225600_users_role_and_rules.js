/// <reference path="../pb_data/types.d.ts" />
// The built-in `users` auth collection gains the specification's role and lastLoginAt. Accounts are
// made by an operator (user-add CLI or superuser), never by self sign-up, and a user only ever
// sees and edits their own record, without being able to promote themselves.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');

    users.fields.add(new SelectField({ name: 'role', values: ['user', 'admin'], maxSelect: 1, required: true }));
    users.fields.add(new DateField({ name: 'lastLoginAt' }));
    if (!users.fields.getByName('created')) {
      users.fields.add(new AutodateField({ name: 'created', onCreate: true, onUpdate: false }));
    }
    if (!users.fields.getByName('updated')) {
      users.fields.add(new AutodateField({ name: 'updated', onCreate: true, onUpdate: true }));
    }

    users.listRule = 'id = @request.auth.id';
    users.viewRule = 'id = @request.auth.id';
    users.createRule = null;
    users.updateRule = 'id = @request.auth.id && @request.body.role:changed = false';
    users.deleteRule = null;
    users.manageRule = null;

    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');

    users.fields.removeByName('role');
    users.fields.removeByName('lastLoginAt');
    users.createRule = '';
    users.updateRule = 'id = @request.auth.id';
    users.deleteRule = 'id = @request.auth.id';

    app.save(users);
  },
);
