import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'pocketbase/pb_data', 'tests/fixtures/generated', '.tmp'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['pocketbase/pb_migrations/**/*.js', 'pocketbase/pb_hooks/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'script',
      globals: {
        migrate: 'readonly',
        Collection: 'readonly',
        Field: 'readonly',
        TextField: 'readonly',
        NumberField: 'readonly',
        BoolField: 'readonly',
        DateField: 'readonly',
        AutodateField: 'readonly',
        JSONField: 'readonly',
        SelectField: 'readonly',
        FileField: 'readonly',
        RelationField: 'readonly',
        EmailField: 'readonly',
        Record: 'readonly',
        $app: 'readonly',
        $apis: 'readonly',
        $security: 'readonly',
        onRecordCreate: 'readonly',
        onRecordCreateRequest: 'readonly',
        onRecordUpdate: 'readonly',
        onRecordUpdateRequest: 'readonly',
        routerAdd: 'readonly',
        onBootstrap: 'readonly',
        DynamicModel: 'readonly',
        BadRequestError: 'readonly',
        ForbiddenError: 'readonly',
        DateTime: 'readonly',
        NotFoundError: 'readonly',
        __hooks: 'readonly',
        require: 'readonly',
        console: 'readonly',
      },
    },
  },
);
