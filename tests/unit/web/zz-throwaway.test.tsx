// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider, Table } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import { useResourceParams } from '@refinedev/core';
import { ThemedLayout } from '@refinedev/antd';

test('jsdom + antd', () => {
  expect(typeof useResourceParams).toBe('function'); expect(ThemedLayout).toBeTruthy();
  render(<ConfigProvider locale={jaJP}><Button>送信する</Button><Table dataSource={[]} columns={[{ title: '名前', dataIndex: 'n' }]} /></ConfigProvider>);
  expect(screen.getByText('送信する')).toBeTruthy();
  expect(screen.getAllByText('データがありません').length).toBeGreaterThan(0); expect(window.matchMedia('(min-width: 1px)').matches).toBe(false);
});
test('cleanup ran', () => {
  expect(document.body.innerHTML).toBe('');
});
